export { CodeBlock, type CodeBlockProps } from './code-block';
