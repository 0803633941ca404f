// A long doc's pieces parsed by two threads at once: the worker that parses the doc takes them from
// the first, the main thread (idle while it waits, or between its own docs) from the last. Each piece
// is claimed through a flag in shared memory by whichever side reaches it first, so none is parsed
// twice; the main thread's trees cross over a message port the worker reads synchronously, since
// remark's parser cannot wait for a message.
import { MessageChannel, type MessagePort, receiveMessageOnPort } from 'node:worker_threads';
import type { Root } from 'mdast';
import { within } from '../within.js';
import {
  PIECE_LENGTH,
  PIECES_FROM,
  pieceParserOf,
  pieceText,
  planPieces,
  type PiecePlan,
  type SharedPieces,
} from './chunked-parse.js';
import type { MarkdownProcessor } from './pipeline.js';
import { rewriteLegacyTitles } from './legacy-admonition-titles.js';

/** A piece's state; one more slot, after the pieces, is set once the worker needs no more of them. */
enum PieceFlag {
  Free = 0,
  Worker = 1,
  Helper = 2,
  Ready = 3,
  Failed = 4,
}

/** What the main thread posts with the doc's job: the flags and the worker's end of the port. */
export interface PieceShareData {
  flags: SharedArrayBuffer;
  port: MessagePort;
}

type PieceMessage = [index: number, tree: Root];

/** The worker's side: a piece the main thread has is waited for, any other parsed here. */
export class PieceReceiver implements SharedPieces {
  private readonly flags: Int32Array;
  private readonly arrived = new Map<number, Root>();

  constructor(private readonly data: PieceShareData) {
    this.flags = new Int32Array(data.flags);
  }

  treeOf(i: number, parseHere: () => Root): Root {
    if (Atomics.compareExchange(this.flags, i, PieceFlag.Free, PieceFlag.Worker) === PieceFlag.Free) return parseHere();
    // The main thread claimed it, and parses it in one go: a wait of one piece at most.
    for (let state = Atomics.load(this.flags, i); state === PieceFlag.Helper; state = Atomics.load(this.flags, i))
      Atomics.wait(this.flags, i, PieceFlag.Helper, 50);
    return this.received(i) ?? parseHere();
  }

  done(): void {
    Atomics.store(this.flags, this.flags.length - 1, 1);
    this.data.port.close();
  }

  private received(i: number): Root | undefined {
    while (!this.arrived.has(i)) {
      const message = receiveMessageOnPort(this.data.port)?.message as PieceMessage | undefined;
      if (!message) return undefined;
      this.arrived.set(message[0], message[1]);
    }
    const tree = this.arrived.get(i);
    this.arrived.delete(i);
    return tree;
  }
}

export interface PieceHelper {
  /** Posted with the job (the port in its transfer list). */
  data: PieceShareData;
  /** Parses pieces from the last until the worker reaches them, between this thread's other tasks. */
  help(): Promise<void>;
  /** Stops helping (the build ends or stops). */
  stop(): void;
}

/**
 * The main thread's side for `plan`, each piece parsed with `parsePiece` (the chain's parser under
 * its piece wrapper, as in the worker), at most `sliceMs` a piece: one that runs longer is the
 * worker's again, so this thread stays free to answer a stop.
 */
export function helpWithPieces(plan: PiecePlan, parsePiece: (text: string) => Root, sliceMs: number): PieceHelper {
  const flags = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT * (plan.count + 1)));
  const { port1, port2 } = new MessageChannel();
  // This end only sends: it must not keep the process alive.
  port1.unref();
  const stop = () => Atomics.store(flags, plan.count, 1);
  const help = async () => {
    for (let i = plan.count - 1; i >= 0; i--) {
      await new Promise((resolve) => setImmediate(resolve));
      if (Atomics.load(flags, plan.count) !== 0) return;
      if (Atomics.compareExchange(flags, i, PieceFlag.Free, PieceFlag.Helper) !== PieceFlag.Free) return;
      let tree: Root | undefined;
      try {
        tree = within(sliceMs, () => parsePiece(pieceText(plan, i)));
      } catch {
        tree = undefined;
      }
      if (tree) port1.postMessage([i, tree] satisfies PieceMessage);
      Atomics.store(flags, i, tree ? PieceFlag.Ready : PieceFlag.Failed);
      Atomics.notify(flags, i);
      if (!tree) return;
    }
  };
  return { data: { flags: flags.buffer as SharedArrayBuffer, port: port2 }, help, stop };
}

/** The text the chain's piece wrapper is given for a doc: after the older admonition titles are rewritten. */
export const piecesTextOf = (text: string) => rewriteLegacyTitles(text);

/**
 * A helper for a long Markdown doc that a worker parses, or `undefined` when the doc is not parsed in
 * pieces (short, or cut nowhere).
 */
export function pieceHelperFor(text: string, chain: MarkdownProcessor, sliceMs: number): PieceHelper | undefined {
  const piecesText = piecesTextOf(text);
  if (piecesText.length < PIECES_FROM) return undefined;
  const parsePiece = pieceParserOf(chain);
  const plan = parsePiece && planPieces(piecesText, PIECE_LENGTH);
  return plan && parsePiece && helpWithPieces(plan, parsePiece, sliceMs);
}
