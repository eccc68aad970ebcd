// The staff-account admin routes' path parameters (read by the console's pages too).
import { Type } from 'typebox';
import { idString } from '../../../http/schema-helpers.ts';

export const PartnerIdParams = Type.Object({ partnerId: idString('invalid_request') }, { additionalProperties: false });
export const StaffIdParams = Type.Object({ staffId: idString('invalid_request') }, { additionalProperties: false });
