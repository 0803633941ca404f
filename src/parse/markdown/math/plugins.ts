// What loadMathPlugins() (load.ts) imports on demand.
export { default as remarkMath } from 'remark-math';
export { rehypeMath } from './rehype-math.js';
