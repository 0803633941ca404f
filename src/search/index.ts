/**
 * Stage search: the parsed site → the search index, its store and manifest (built in a worker on a
 * large site while the other pages render). The query engine here is shared with the browser.
 */
export { searchFiles, type WordCache } from './output.js';
