export {
  QuickStartCard,
  defaultQuickStartCardLabels,
  type QuickStartCardLabels,
  type QuickStartCardProps,
} from './quick-start-card';
export {
  REMOTERL_INSTALL_COMMAND,
  quickStartSnippets,
  remoteRlInitSnippet,
  type QuickStartSnippets,
  type RemoteRlRole,
} from './quick-start-snippets';
