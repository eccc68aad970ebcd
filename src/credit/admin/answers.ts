// The back office's credit answers, the admin routes' response schemas:
// the same records the partner API answers (CreditAccount, CreditAdjustment).
import { adminPage } from '../../http/openapi/admin-answers.ts';
import { Adjustment, CreditAccount } from '../schemas.ts';

export { Adjustment, CreditAccount };

export const AdminCreditMovementList = adminPage('AdminCreditMovement', 'movements', Adjustment);
