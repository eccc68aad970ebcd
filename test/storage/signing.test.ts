import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LocalDisk } from '../../src/storage/local-disk.ts';
import { signUrl, verify } from '../../src/storage/signing.ts';

const secret = Buffer.alloc(32, 7);
const now = new Date('2026-01-15T12:00:00Z');
const expires = Math.floor(now.getTime() / 1000) + 60;

function check(url: string, method: 'PUT' | 'GET', at: Date, contentType: string | null) {
  const u = new URL(url);
  return verify(secret, method, decodeURIComponent(u.pathname.slice(3)), u.searchParams, at, contentType);
}

test('a signed URL verifies until it expires, for its method, key and bound content type only', () => {
  const url = signUrl(secret, 'http://s', { method: 'PUT', key: 'artwork/1/a b.pdf', expires, contentType: 'application/pdf' });
  assert.match(url, /^http:\/\/s\/o\/artwork\/1\/a%20b\.pdf\?X-Expires=\d+&X-Content-Type=application%2Fpdf&X-Signature=/);
  assert.equal(check(url, 'PUT', now, 'application/pdf'), 'ok');
  assert.equal(check(url, 'PUT', new Date(expires * 1000), 'application/pdf'), 'ok');
  assert.equal(check(url, 'PUT', new Date(expires * 1000 + 1), 'application/pdf'), 'expired');
  assert.equal(check(url, 'PUT', now, 'application/PDF'), 'wrong_content_type');
  assert.equal(check(url, 'PUT', now, null), 'wrong_content_type');
  assert.equal(check(url, 'GET', now, null), 'bad_signature');
  assert.equal(check(url.replace('a%20b', 'a%20c'), 'PUT', now, 'application/pdf'), 'bad_signature');
  assert.equal(check(url.replace(/X-Signature=.{4}/, 'X-Signature=AAAA'), 'PUT', now, 'application/pdf'), 'bad_signature');
  assert.equal(check(url.replace(/&X-Signature=[^&]+/, ''), 'PUT', now, 'application/pdf'), 'bad_signature');
  const other = Buffer.alloc(32, 8);
  const u = new URL(url);
  assert.equal(verify(other, 'PUT', 'artwork/1/a b.pdf', u.searchParams, now, 'application/pdf'), 'bad_signature');
});

test('without a bound content type any Content-Type is accepted', () => {
  const url = signUrl(secret, 'http://s', { method: 'PUT', key: 'k/x', expires, contentType: null });
  assert.doesNotMatch(url, /X-Content-Type/);
  assert.equal(check(url, 'PUT', now, 'text/plain'), 'ok');
  assert.equal(check(url, 'PUT', now, null), 'ok');
  assert.equal(
    check(`${url}&X-Content-Type=text%2Fplain`, 'PUT', now, 'text/plain'),
    'bad_signature',
    'adding a type breaks the signature',
  );
});

test('object keys cannot leave the storage directory', () => {
  const disk = new LocalDisk('/tmp/pcapi-disk');
  for (const bad of ['', '../etc/passwd', 'a/../../b', '/abs', 'a//b', 'a/./b', `a/${'x'.repeat(1024)}`]) {
    assert.equal(disk.isKey(bad), false, bad);
    assert.equal(disk.pathOf(bad), null, bad);
    assert.equal(disk.legacyPathOf(bad), null, bad);
  }
  assert.equal(disk.legacyPathOf('artwork/1/a.pdf'), '/tmp/pcapi-disk/artwork/1/a.pdf');
});

test('an object lives under a fixed-length name derived from its key, never named after it', () => {
  const disk = new LocalDisk('/tmp/pcapi-disk');
  const long = disk.pathOf(`artwork/1/1/rsv_x/${'é'.repeat(255)}`)!;
  assert.match(long, /^\/tmp\/pcapi-disk\/objects\/[0-9a-f]{2}\/[0-9a-f]{64}$/);
  assert.notEqual(disk.pathOf('artwork/1/a.pdf'), disk.pathOf('artwork/1/b.pdf'));
});
