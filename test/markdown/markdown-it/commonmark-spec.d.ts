// The CommonMark spec's package ships no types: the part the differential test reads.
declare module 'commonmark-spec' {
  interface Example {
    markdown: string;
    html: string;
    section: string;
    number: number;
  }
  const spec: { tests: Example[]; text: string };
  export default spec;
}
