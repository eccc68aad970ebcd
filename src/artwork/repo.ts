// SQL of upload reservations and attached print files.
import { lockRow } from '../db/locks.ts';
import type { Db } from '../db/transaction.ts';

export interface ReservationRecord {
  name: string;
  lineId: string;
  fileName: string;
  objectKey: string;
  attached: boolean;
}

export class ArtworkRepo {
  constructor(private readonly db: Db) {}

  /**
   * Locks the order line for the rest of the transaction (one attach per reservation, however many race;
   * a line cancel takes the same lock); answers the line's `cancelled`, read under the lock.
   */
  async lockLine(lineId: string): Promise<{ cancelled: boolean }> {
    await lockRow(this.db, 'order_lines', 'id', lineId);
    return this.db.selectFrom('order_lines').select('cancelled').where('id', '=', lineId).executeTakeFirstOrThrow();
  }

  async reserve(r: { name: string; lineId: string; fileName: string; objectKey: string; expiresAt: Date; at: Date }): Promise<void> {
    await this.db
      .insertInto('upload_reservations')
      .values({
        name: r.name,
        line_id: r.lineId,
        file_name: r.fileName,
        object_key: r.objectKey,
        expires_at: r.expiresAt,
        created_at: r.at,
      })
      .execute();
  }

  /** The reservation `name` made for this line; another line's is unknown here. */
  async reservation(lineId: string, name: string): Promise<ReservationRecord | undefined> {
    const row = await this.db
      .selectFrom('upload_reservations')
      .select(['name', 'line_id', 'file_name', 'object_key', 'attached_at'])
      .where('name', '=', name)
      .where('line_id', '=', lineId)
      .executeTakeFirst();
    return (
      row && { name: row.name, lineId: row.line_id, fileName: row.file_name, objectKey: row.object_key, attached: row.attached_at !== null }
    );
  }

  async attach(r: ReservationRecord, size: number, md5: string, at: Date): Promise<void> {
    await this.db.updateTable('upload_reservations').set({ attached_at: at }).where('name', '=', r.name).execute();
    await this.db
      .insertInto('print_files')
      .values({
        line_id: r.lineId,
        reservation_name: r.name,
        file_name: r.fileName,
        object_key: r.objectKey,
        file_size: size,
        md5,
        created_at: at,
      })
      .execute();
    await this.db.updateTable('order_lines').set({ production_status: 'PREPRESS', updated_at: at }).where('id', '=', r.lineId).execute();
  }

  async printFiles(lineId: string): Promise<Array<{ fileName: string; fileSize: number; md5: string; active: boolean }>> {
    const rows = await this.db
      .selectFrom('print_files')
      .select(['file_name', 'file_size', 'md5', 'active'])
      .where('line_id', '=', lineId)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ fileName: r.file_name, fileSize: Number(r.file_size), md5: r.md5, active: r.active }));
  }
}
