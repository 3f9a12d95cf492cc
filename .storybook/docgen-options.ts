import type { ParserOptions } from 'react-docgen-typescript';

/**
 * How the props tables of the docs pages are read from the components' types (Storybook's
 * react-docgen-typescript), shared with the test that keeps them filled
 * (packages/design-system/src/props-reference.test.ts). Props that React's own types declare
 * (every HTML attribute) are left out, so a table lists what the design system adds.
 */
export const reactDocgenTypescriptOptions = {
  shouldExtractLiteralValuesFromEnum: true,
  shouldRemoveUndefinedFromOptional: true,
  savePropValueAsString: true,
  propFilter: (prop) => (prop.parent ? !/node_modules/.test(prop.parent.fileName) : true),
} satisfies ParserOptions;
