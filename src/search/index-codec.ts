// lunr's own JSON repeats every (term, field, section) triple twice: once in the inverted index and
// once in the field vectors. The vectors alone hold all of it, so only they travel (scores to three
// significant digits, term numbers as gaps), and the browser rebuilds the JSON `lunr.Index.load` wants.
// build-index.ts writes this format directly; `compactIndex` turns lunr's JSON into it (tests compare).

type Posting = { _index: number } & Record<string, Record<string, object>>;

export interface LunrIndexJson {
  version: string;
  fields: string[];
  fieldVectors: Array<[string, number[]]>;
  invertedIndex: Array<[string, Posting]>;
  pipeline: string[];
}

export interface CompactIndex {
  version: string;
  fields: string[];
  pipeline: string[];
  /** Every term, sorted as lunr sorts them; a term's number is its position here. */
  terms: string[];
  /** `vectors[field][ref]`: term-number gap, score, term-number gap, score, … (refs are 0…n-1). */
  vectors: number[][][];
}

const SIGNIFICANT_DIGITS = 3;

/** A lunr field score as shipped. */
export function shippedScore(score: number): number {
  return Number(score.toPrecision(SIGNIFICANT_DIGITS));
}

export function compactIndex(index: LunrIndexJson): CompactIndex {
  const terms = index.invertedIndex.map(([term]) => term);
  const renumber = new Map(index.invertedIndex.map(([, posting], position) => [posting._index, position]));
  const vectors: number[][][] = index.fields.map(() => []);
  for (const [fieldRef, elements] of index.fieldVectors) {
    const [field = '', ref = ''] = fieldRef.split('/');
    const fieldNumber = index.fields.indexOf(field);
    if (fieldNumber < 0 || !/^\d+$/.test(ref)) throw new Error(`Unexpected field vector ${fieldRef}`);
    const pairs: Array<[number, number]> = [];
    for (let i = 0; i < elements.length; i += 2) {
      pairs.push([renumber.get(elements[i]!)!, shippedScore(elements[i + 1]!)]);
    }
    pairs.sort((a, b) => a[0] - b[0]);
    let previous = 0;
    vectors[fieldNumber]![Number(ref)] = pairs.flatMap(([term, score]) => {
      const gap = term - previous;
      previous = term;
      return [gap, score];
    });
  }
  for (const perField of vectors) {
    for (let ref = 0; ref < perField.length; ref++) perField[ref] ??= [];
  }
  return { version: index.version, fields: index.fields, pipeline: index.pipeline, terms, vectors };
}

export function expandIndex(compact: CompactIndex): LunrIndexJson {
  const postings: Posting[] = compact.terms.map((_, position) => {
    const posting = { _index: position } as Posting;
    for (const field of compact.fields) posting[field] = {};
    return posting;
  });
  const fieldVectors: Array<[string, number[]]> = [];
  compact.fields.forEach((field, fieldNumber) => {
    (compact.vectors[fieldNumber] ?? []).forEach((flat, ref) => {
      const elements: number[] = [];
      let term = 0;
      for (let i = 0; i < flat.length; i += 2) {
        term += flat[i]!;
        elements.push(term, flat[i + 1]!);
        postings[term]![field]![String(ref)] = {};
      }
      fieldVectors.push([`${field}/${ref}`, elements]);
    });
  });
  return {
    version: compact.version,
    fields: compact.fields,
    fieldVectors,
    invertedIndex: compact.terms.map((term, position) => [term, postings[position]!]),
    pipeline: compact.pipeline,
  };
}
