export { createIcon, type IconComponent, type IconProps } from './icon';
export * from './icons.generated';
/** lucide-react's name for an icon component, which the blocks' source uses (vite.lib.config.ts). */
export type { IconComponent as LucideIcon } from './icon';
