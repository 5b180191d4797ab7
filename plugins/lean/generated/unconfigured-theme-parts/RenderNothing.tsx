// A classic theme part whose `themeConfig` option is not set (plugins/lean/generated/unconfigured-theme-parts):
// it renders nothing, as the part itself does then.
export default function RenderNothing(): null {
  return null;
}
