// The back office's credit answers as published (src/http/openapi/admin-answers.ts):
// the same records the partner API answers (CreditAccount, CreditAdjustment).
import { adminPage } from '../../http/openapi/admin-answers.ts';
import { Adjustment, CreditAccount } from '../schemas.ts';

export const CREDIT_ANSWERS = {
  creditCreate: CreditAccount,
  creditShow: CreditAccount,
  creditUpdate: CreditAccount,
  creditMovementsList: adminPage('AdminCreditMovement', 'movements', Adjustment),
  creditMovementsAdd: Adjustment,
};
