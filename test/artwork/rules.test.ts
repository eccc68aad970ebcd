import assert from 'node:assert/strict';
import { test } from 'node:test';
import { storedFileName } from '../../src/storage/storage.ts';
import { declineEntry, normaliseComment } from '../../src/orders/proofs/service.ts';
import { publishedProofStatus } from '../../src/orders/statuses.ts';

test('stored file names are URL-safe', () => {
  assert.equal(storedFileName('Front side (final).pdf'), 'Front_side__final_.pdf');
  assert.equal(storedFileName('café menü.PDF'), 'cafe_menu.PDF');
  assert.equal(storedFileName('.hidden'), '_hidden');
  assert.equal(storedFileName('名片.pdf'), '__.pdf');
  assert.equal(storedFileName('a-b_c.1.tif'), 'a-b_c.1.tif');
});

test('decline comment: trimmed, whitespace-only omitted; one text entry with the reason', () => {
  assert.equal(normaliseComment(undefined), undefined);
  assert.equal(normaliseComment(' \n\t '), undefined);
  assert.equal(normaliseComment('  ok '), 'ok');
  assert.equal(declineEntry({ code: 'TYPO', description: 'Typo' }, undefined), 'Proof declined. Reason: TYPO (Typo).');
  assert.equal(declineEntry({ code: 'TYPO', description: 'Typo' }, 'Fix it'), 'Proof declined. Reason: TYPO (Typo). Comment: Fix it');
});

test('proof statuses this API was not taught read as UNKNOWN; null stays null', () => {
  for (const known of ['NOT_CREATED', 'PENDING_REVIEW', 'APPROVED', 'DECLINED']) assert.equal(publishedProofStatus(known), known);
  assert.equal(publishedProofStatus('ON_HOLD'), 'UNKNOWN');
  assert.equal(publishedProofStatus('UNKNOWN'), 'UNKNOWN');
  assert.equal(publishedProofStatus(null), null);
});
