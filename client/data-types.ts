// Types of the owner's data routes (export, backup, forget, release): the export query's schema and the routes' answer shapes
// (type-only imports).
import type { z } from 'zod';
import type { ExportSummaryAnswer, ForgetAnswer, ReleaseAnswer } from '../gateway/contract/shapes.ts';
import type { exportQuery } from '../gateway/data/export.ts';

export type ExportInput = z.input<typeof exportQuery>;
/** The `taploop-export-summary` header of GET /v1/export. */
export type ExportSummary = ExportSummaryAnswer;
export type { ForgetAnswer, ReleaseAnswer };

export interface ExportAnswer {
  /** What the stream holds, and what a pairs export leaves out; from the response header, known before the rows. */
  summary: ExportSummary | null;
  /** The file's bytes: JSONL or CSV as requested. */
  body: ReadableStream<Uint8Array>;
}
