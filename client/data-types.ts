// Types of the owner's data routes (export, backup, forget), from the gateway's own schemas (type-only imports).
import type { z } from 'zod';
import type { exportQuery, ExportSummary as ServerExportSummary } from '../gateway/data/export.ts';
import type { ForgetResult } from '../gateway/data/retention.ts';

export type ExportInput = z.input<typeof exportQuery>;
export type ExportSummary = ServerExportSummary;

export interface ExportAnswer {
  /** What the stream holds, and what a pairs export leaves out; from the response header, known before the rows. */
  summary: ExportSummary | null;
  /** The file's bytes: JSONL or CSV as requested. */
  body: ReadableStream<Uint8Array>;
}

/** DELETE /v1/runs/:id: how many stored copies of the run's texts were removed (0 on a second call). */
export interface ForgetAnswer {
  run_id: string;
  forgotten: true;
  removed: ForgetResult;
}
