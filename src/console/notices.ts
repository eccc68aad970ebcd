// The notice a page shows once after a console write redirected to it
// (POST/redirect/GET): "Status set to SHIPPED.", "Redelivery 12 queued". The
// words are kept as a one-time note of the session (src/team/session-notes.ts)
// and the redirect carries only the note's id in `done`. Were the words in the
// query, anyone could send staff a console link whose green status banner
// says what the console never said ("re-enter your password at …"); an id
// shows nothing in another session, a second time, or once expired, so a
// reload shows the page without it.
import type { FastifyRequest } from 'fastify';
import type { ConsoleSession } from './api.ts';

/** The address a write redirects to: `path` with the note holding `words` in `done`, then `anchor` (`#line-2`). */
export async function withNotice(
  session: ConsoleSession,
  request: FastifyRequest,
  path: string,
  words: string,
  anchor = '',
): Promise<string> {
  const id = await session.keepNote(request, { notice: words });
  // No note for a session the write ended: the page it leads to asks for a sign-in.
  return id === null ? `${path}${anchor}` : `${path}?done=${encodeURIComponent(id)}${anchor}`;
}

/** The words of the note `done` names, once; null without one, or for an id this session has no note under. */
export async function noticeOf(session: ConsoleSession, request: FastifyRequest, done: string | undefined): Promise<string | null> {
  if (done === undefined || done === '') return null;
  const note = await session.takeNote(request, done);
  return typeof note?.notice === 'string' ? note.notice : null;
}
