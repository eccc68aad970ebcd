import type { Db } from '../db/transaction.ts';
import { AuditRepo, type AuditEntry } from './repo.ts';

/** Who did a staff action: `admin-api`, `cli:<user>`, `seed`. */
export type Actor = string;

export class AuditService {
  constructor(private readonly db: Db) {}

  async list(options: { beforeId?: number; limit: number; targetType?: string; targetId?: string }): Promise<AuditEntry[]> {
    return new AuditRepo(this.db).list(options);
  }
}
