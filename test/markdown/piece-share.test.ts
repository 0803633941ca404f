// A long doc's pieces shared between the worker that parses it and the main thread: whichever side
// parses a piece, the joined tree is the whole text's. Both sides run here in one thread (the port
// is read synchronously either way); test/build/parse-pool.test.ts runs them in two.
import { afterEach, describe, expect, it } from 'vitest';
import { createStrings } from '../../src/core/strings.js';
import {
  joinPieces,
  PIECES_FROM,
  pieceParserOf,
  pieceText,
  planPieces,
  sharedPieces,
} from '../../src/parse/markdown/chunked-parse.js';
import { helpWithPieces, pieceHelperFor, PieceReceiver } from '../../src/parse/markdown/piece-share.js';
import { createPipeline } from '../../src/parse/markdown/pipeline.js';

const pipeline = createPipeline(createStrings('pt-BR'));
const section = (n: number) =>
  `## Parte ${n}\n\nTexto da parte ${n}, com [o guia][g] e **ênfase**.\n\n- um\n- dois\n\n` +
  `| a | b |\n|---|---|\n| ${n} | x |\n\n`;
const text = `${Array.from({ length: 40 }, (_, n) => section(n)).join('')}[g]: https://vertice.example/guia\n`;
const chain = pipeline.forText(text);
const parsedBy = pieceParserOf(chain);
const planned = planPieces(text, 256);
if (!planned || !parsedBy) throw new Error('the fixture is cut in pieces');
const plan = planned;
const parsePiece = parsedBy;
const whole = () => chain.parse(text);

afterEach(() => sharedPieces.clear());

/** The worker's side: the pieces joined in order, counting those it parsed itself. */
function joined(receiver: PieceReceiver) {
  let parsedHere = 0;
  const tree = joinPieces(plan, (i) =>
    receiver.treeOf(i, () => {
      parsedHere++;
      return parsePiece(pieceText(plan, i));
    }),
  );
  receiver.done();
  return { tree, parsedHere };
}

describe('a long doc parsed by two threads', () => {
  it('joins the main thread’s pieces into the whole text’s tree', async () => {
    expect(plan.count).toBeGreaterThan(10);
    const helper = helpWithPieces(plan, parsePiece, 5000);
    await helper.help();
    const { tree, parsedHere } = joined(new PieceReceiver(helper.data));
    expect(parsedHere).toBe(0);
    expect(tree).toEqual(whole());
  });

  it('parses the pieces the worker reached first, and each piece once', async () => {
    let helped = 0;
    const helper = helpWithPieces(
      plan,
      (piece) => {
        helped++;
        return parsePiece(piece);
      },
      5000,
    );
    const receiver = new PieceReceiver(helper.data);
    // The worker has taken the first third before the main thread starts from the last.
    const third = Math.floor(plan.count / 3);
    for (let i = 0; i < third; i++) receiver.treeOf(i, () => parsePiece(pieceText(plan, i)));
    await helper.help();
    const flags = [...new Int32Array(helper.data.flags)];
    expect(flags.slice(0, third).every((flag) => flag === 1)).toBe(true);
    expect(flags.slice(third, plan.count).every((flag) => flag === 3)).toBe(true);
    expect(helped).toBe(plan.count - third);
    const { tree, parsedHere } = joined(receiver);
    expect(parsedHere).toBe(third);
    expect(tree).toEqual(whole());
  });

  it('leaves a piece the main thread failed on to the worker', async () => {
    const failing = plan.count - 2;
    let calls = 0;
    const helper = helpWithPieces(
      plan,
      (piece) => {
        if (calls++ === 1) throw new Error('stack overflow');
        return parsePiece(piece);
      },
      5000,
    );
    await helper.help();
    const flags = new Int32Array(helper.data.flags);
    expect(flags[failing]).toBe(4);
    // It stopped there: the pieces before it are still free.
    expect(flags[failing - 1]).toBe(0);
    const { tree, parsedHere } = joined(new PieceReceiver(helper.data));
    expect(parsedHere).toBe(plan.count - 1);
    expect(tree).toEqual(whole());
  });

  it('stops helping once the worker is done with the doc', async () => {
    const helper = helpWithPieces(plan, parsePiece, 5000);
    new PieceReceiver(helper.data).done();
    await helper.help();
    expect([...new Int32Array(helper.data.flags).slice(0, plan.count)].every((flag) => flag === 0)).toBe(true);
  });

  it('is used by the chain’s parser for the text it is registered under', async () => {
    const long = text.repeat(Math.ceil(PIECES_FROM / text.length) + 1).replace(/\[g\]: .*\n/g, '');
    const longChain = pipeline.forText(long);
    const helper = pieceHelperFor(long, longChain, 5000);
    expect(helper).toBeDefined();
    if (!helper) return;
    await helper.help();
    const receiver = new PieceReceiver(helper.data);
    sharedPieces.set(long, receiver);
    const shared = longChain.parse(long);
    sharedPieces.clear();
    expect(shared).toEqual(longChain.parse(long));
    // Every piece came from the main thread's side: none is left free or taken by the worker.
    expect([...new Int32Array(helper.data.flags).slice(0, -1)].every((flag) => flag === 3)).toBe(true);
  });
});
