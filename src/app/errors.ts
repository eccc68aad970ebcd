// The top floor's own problem: the back-office listener's token check (hosts/admin.ts).
import { problem } from '../errors/catalogue.ts';

export const appErrors = {
  adminTokenRequired: () =>
    problem('unauthorized', 'A valid admin token is required.', { 'www-authenticate': 'Bearer realm="partner-api-admin"' }),
};
