// The back office's credit answers, the admin routes' response schemas:
// the same records the partner API answers (CreditAccount, CreditAdjustment),
// in the back office's words.
import { adminPage } from '../../http/openapi/admin-answers.ts';
import { adjustmentSchema, creditAccountSchema, type CreditWords } from '../schemas.ts';

export const CREDIT_WORDS: CreditWords = {
  issuedOn: 'When the credit was issued (ISO 8601 UTC).',
  startsOn: 'When the record takes effect (ISO 8601 UTC).',
  stopsOn: 'When the record stops applying (ISO 8601 UTC); null for never.',
  templateName: "The template's name.",
  shippingApplicable: 'Whether the credit pays for shipping.',
  handlingApplicable: 'Whether the credit pays for handling.',
  taxApplicable: 'Whether the credit pays for tax.',
  note: 'Free-text note, for staff.',
  occurredOn: 'When the event occurred (ISO 8601 UTC).',
};

export const CreditAccount = creditAccountSchema(CREDIT_WORDS);
export const Adjustment = adjustmentSchema(CREDIT_WORDS);

export const AdminCreditMovementList = adminPage('AdminCreditMovement', 'movements', Adjustment, {
  description: "The account's movements, oldest first.",
});
