// How many pages the search indexes of this process's build split and stemmed again, for
// `helpdocs build --profile`: after a one-doc edit, one (the others' postings are the last build's).
let pages = 0;
let indexed = 0;

export function recordIndexedPages(all: number, again: number): void {
  pages += all;
  indexed += again;
}

/** A build's count starts from nothing (a process may build more than once). */
export function resetIndexedPages(): void {
  pages = 0;
  indexed = 0;
}

/** The profile's line. */
export function formatIndexedPages(): string {
  return `helpdocs: search index: ${indexed} of ${pages} pages indexed again, the others kept from the last build`;
}
