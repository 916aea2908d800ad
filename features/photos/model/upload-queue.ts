import type { Photo } from '../api';

/**
 * The files a person dropped, each uploaded on its own request (one after another), with its own progress and
 * outcome. A plain store outside React: uploads go on when the manager unmounts (a drawer closed mid-upload),
 * and their notification still arrives.
 */

type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed' | 'refused';

export interface UploadItem {
  key: string;
  file: File;
  status: UploadStatus;
  /** 0–1 while the body is being sent, when the connection reports it; null otherwise. */
  progress: number | null;
  /** Why the file is not uploaded: the browser's check or the server's message. */
  error: string | null;
  /** A failure worth trying again (no answer, a server error) rather than a refusal of the file itself. */
  retryable: boolean;
  batch: number;
}

/** What a batch (the files of one drop, or one retry) ended with. */
interface BatchSummary {
  uploaded: number;
  failed: number;
}

/** Why an upload failed, as the queue shows it. */
export interface UploadFailure {
  message: string;
  retryable: boolean;
}

export interface UploadQueueOptions {
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<Photo>;
  /** Turns whatever `upload` threw into the text shown under the file. */
  describeError: (error: unknown) => UploadFailure;
  onUploaded: (photo: Photo) => void;
  onBatchDone: (summary: BatchSummary) => void;
  /**
   * Uploads running at once; the rest wait. Default 1: the photos then arrive in the order they were dropped
   * (the server numbers them as they come, and the first becomes main), and one connection gives the whole
   * bandwidth to the file whose progress is shown.
   */
  concurrency?: number;
}

let nextKey = 0;

export class UploadQueue {
  private items: readonly UploadItem[] = [];
  private readonly listeners = new Set<() => void>();
  private running = 0;
  private batches = 0;
  private readonly options: UploadQueueOptions;

  constructor(options: UploadQueueOptions) {
    this.options = options;
  }

  /** For `useSyncExternalStore`. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The current items, a new array after every change. */
  getSnapshot = (): readonly UploadItem[] => this.items;

  /** Queues the accepted files and records the refused ones (with the browser's reason) as one batch. */
  add(accepted: readonly File[], refused: readonly { file: File; reason: string }[] = []): void {
    if (accepted.length === 0 && refused.length === 0) return;
    this.batches += 1;
    const batch = this.batches;
    const make = (file: File, patch: Partial<UploadItem>): UploadItem => {
      nextKey += 1;
      return {
        key: `upload-${nextKey}`,
        file,
        status: 'waiting',
        progress: null,
        error: null,
        retryable: false,
        batch,
        ...patch,
      };
    };
    this.set([
      ...this.items,
      ...accepted.map((file) => make(file, {})),
      ...refused.map(({ file, reason }) => make(file, { status: 'refused', error: reason })),
    ]);
    this.pump();
    this.settle(batch);
  }

  /** Uploads a failed file again, as a batch of its own. */
  retry(key: string): void {
    const item = this.items.find((candidate) => candidate.key === key);
    if (!item || item.status !== 'failed') return;
    this.batches += 1;
    this.update(key, { status: 'waiting', error: null, progress: null, retryable: false, batch: this.batches });
    this.pump();
  }

  /** Removes a failed or refused file from the list. */
  dismiss(key: string): void {
    this.set(this.items.filter((item) => item.key !== key || item.status === 'uploading' || item.status === 'waiting'));
  }

  private set(items: readonly UploadItem[]): void {
    this.items = items;
    for (const listener of this.listeners) listener();
  }

  private update(key: string, patch: Partial<UploadItem>): void {
    this.set(this.items.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  }

  private pump(): void {
    const limit = this.options.concurrency ?? 1;
    while (this.running < limit) {
      const next = this.items.find((item) => item.status === 'waiting');
      if (!next) return;
      this.running += 1;
      this.update(next.key, { status: 'uploading', progress: null });
      void this.run(next);
    }
  }

  private async run(item: UploadItem): Promise<void> {
    let shown = -1;
    try {
      const photo = await this.options.upload(item.file, (fraction) => {
        // Whole percents only: a progress event per network chunk would re-render the list hundreds of times.
        const percent = Math.floor(fraction * 100);
        if (percent === shown) return;
        shown = percent;
        this.update(item.key, { progress: fraction });
      });
      this.update(item.key, { status: 'done', progress: 1 });
      this.options.onUploaded(photo);
    } catch (error) {
      const failure = this.options.describeError(error);
      this.update(item.key, { status: 'failed', progress: null, error: failure.message, retryable: failure.retryable });
    } finally {
      this.running -= 1;
      const batch = this.items.find((candidate) => candidate.key === item.key)?.batch ?? item.batch;
      this.pump();
      this.settle(batch);
    }
  }

  /** Once every file of a batch has an outcome: report it, and drop its uploaded files (the gallery shows them). */
  private settle(batch: number): void {
    const members = this.items.filter((item) => item.batch === batch);
    if (members.length === 0 || members.some((item) => item.status === 'waiting' || item.status === 'uploading'))
      return;
    const uploaded = members.filter((item) => item.status === 'done').length;
    this.set(this.items.filter((item) => item.batch !== batch || item.status !== 'done'));
    this.options.onBatchDone({ uploaded, failed: members.length - uploaded });
  }
}
