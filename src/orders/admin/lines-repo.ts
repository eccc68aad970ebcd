// Back-office SQL of one line's proof side: its proof files and print files,
// publishing a revision, the preview's object key, the offered denial
// reasons, archiving a file. Writes run inside the caller's transaction.
import type { Db } from '../../db/transaction.ts';
import type { DenialReason } from '../proofs/repo.ts';

export class LinesAdminRepo {
  constructor(private readonly db: Db) {}

  async proofFiles(lineId: string) {
    return this.db
      .selectFrom('proof_files')
      .select(['id', 'name', 'object_key', 'active', 'archived', 'consumer_visible', 'created_at'])
      .where('line_id', '=', lineId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async printFiles(lineId: string) {
    return this.db
      .selectFrom('print_files')
      .select(['file_name', 'object_key', 'file_size', 'md5', 'active'])
      .where('line_id', '=', lineId)
      .orderBy('id')
      .execute();
  }

  async siteExists(siteId: number): Promise<boolean> {
    return (await this.db.selectFrom('sites').select('id').where('id', '=', siteId).executeTakeFirst()) !== undefined;
  }

  /**
   * A consumer-visible file becomes the line's only active one. A hidden one is
   * stored inactive beside the others: the current revision is the one the
   * partner reviews, so a file the partner cannot see never takes its place.
   */
  async addProofFile(lineId: string, file: { name: string; objectKey: string; consumerVisible: boolean }, at: Date): Promise<void> {
    const visible = file.consumerVisible;
    if (visible) await this.db.updateTable('proof_files').set({ active: false }).where('line_id', '=', lineId).execute();
    await this.db
      .insertInto('proof_files')
      .values({
        line_id: lineId,
        name: file.name,
        object_key: file.objectKey,
        consumer_visible: visible,
        active: visible,
        created_at: at,
      })
      .execute();
  }

  async setVisual(lineId: string, objectKey: string, at: Date): Promise<void> {
    await this.db.updateTable('order_lines').set({ visual_object_key: objectKey, updated_at: at }).where('id', '=', lineId).execute();
  }

  async replaceDenialReasons(lineId: string, reasons: DenialReason[]): Promise<void> {
    await this.db.deleteFrom('line_denial_reasons').where('line_id', '=', lineId).execute();
    if (reasons.length === 0) return;
    await this.db
      .insertInto('line_denial_reasons')
      .values(reasons.map((r, position) => ({ line_id: lineId, code: r.code, description: r.description, position })))
      .execute();
  }

  /** The order and item number of a proof file's line. */
  async proofFileLine(fileId: string): Promise<{ orderNumber: number; itemNumber: number } | undefined> {
    const row = await this.db
      .selectFrom('proof_files as f')
      .innerJoin('order_lines as l', 'l.id', 'f.line_id')
      .select(['l.order_number', 'l.item_number'])
      .where('f.id', '=', fileId)
      .executeTakeFirst();
    return row && { orderNumber: row.order_number, itemNumber: row.item_number! };
  }

  async archiveProofFile(fileId: string): Promise<void> {
    await this.db.updateTable('proof_files').set({ archived: true }).where('id', '=', fileId).execute();
  }
}
