// Artwork uploads: a reservation (single-use name + a signed PUT URL on
// storage, valid about a minute) and the attach that records the stored
// file with the size and MD5 storage reports. The URL is returned to the
// caller and nowhere else: never stored, never logged.
import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock.ts';
import { requestClient, serialisedWrite } from '../db/row-queue.ts';
import { type Db } from '../db/transaction.ts';
import type { Caller } from '../access/caller.ts';
import type { OrdersService } from '../orders/service.ts';
import { storedFileName, type ObjectStorage } from '../storage/storage.ts';
import { ArtworkRepo } from './repo.ts';
import { artworkErrors } from './errors.ts';
import { orderErrors } from '../orders/errors.ts';

export const UPLOAD_URL_SECONDS = 60;

export interface Reservation {
  orderNumber: number;
  itemNumber: number;
  reservationName: string;
  uploadUrl: string;
  uploadMethod: 'PUT';
  contentType: string | null;
  expiresAt: Date;
}

export interface AttachedFile {
  orderNumber: number;
  itemNumber: number;
  fileName: string;
  fileSize: number;
  md5: string;
  active: boolean;
}

export class ArtworkService {
  constructor(
    private readonly db: Db,
    private readonly orders: OrdersService,
    private readonly storage: ObjectStorage,
    private readonly clock: Clock,
  ) {}

  async reserve(
    caller: Caller,
    orderNumber: number,
    itemNumber: number,
    body: { fileName: string; contentType?: string },
  ): Promise<Reservation> {
    const line = await this.orders.requireLine(caller, orderNumber, itemNumber);
    if (line.cancelled) throw orderErrors.itemCancelled(orderNumber, itemNumber);
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + UPLOAD_URL_SECONDS * 1000);
    const reservationName = `rsv_${randomBytes(18).toString('base64url')}`;
    const fileName = storedFileName(body.fileName);
    const objectKey = `artwork/${orderNumber}/${itemNumber}/${reservationName}/${fileName}`;
    const contentType = body.contentType ?? null;
    const uploadUrl = await this.storage.signedPutUrl(objectKey, contentType, expiresAt);
    await new ArtworkRepo(this.db).reserve({ name: reservationName, lineId: line.lineId, fileName, objectKey, expiresAt, at: now });
    return { orderNumber, itemNumber, reservationName, uploadUrl, uploadMethod: 'PUT', contentType, expiresAt };
  }

  async attach(caller: Caller, orderNumber: number, itemNumber: number, reservationName: string): Promise<AttachedFile> {
    const client = requestClient();
    const line = await this.orders.requireLine(caller, orderNumber, itemNumber);
    if (line.cancelled) throw orderErrors.itemCancelled(orderNumber, itemNumber);
    const found = await new ArtworkRepo(this.db).reservation(line.lineId, reservationName);
    if (!found) throw artworkErrors.noReservation(reservationName, itemNumber);
    if (found.attached) throw artworkErrors.alreadyAttached(reservationName);
    // Storage is asked outside the transaction (network IO never holds one).
    const stored = await this.storage.head(found.objectKey);
    if (!stored) throw artworkErrors.nothingUploaded(reservationName);
    return serialisedWrite(
      this.db,
      `order_lines:${line.lineId}`,
      async (trx) => {
        const repo = new ArtworkRepo(trx);
        // A reservation made before the line was cancelled attaches nothing (the line would go back to prepress).
        const { cancelled } = await repo.lockLine(line.lineId);
        if (cancelled) throw orderErrors.itemCancelled(orderNumber, itemNumber);
        const current = await repo.reservation(line.lineId, reservationName);
        if (!current || current.attached) throw artworkErrors.alreadyAttached(reservationName);
        await repo.attach(current, stored.size, stored.md5, this.clock.now());
        return { orderNumber, itemNumber, fileName: current.fileName, fileSize: stored.size, md5: stored.md5, active: true };
      },
      client,
    );
  }
}
