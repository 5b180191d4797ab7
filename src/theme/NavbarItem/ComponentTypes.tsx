// NavbarItem/ComponentTypes swizzle (wraps): registers the portal's custom navbar item types.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import ProductSwitcher from '@site/src/components/ProductSwitcher';
import SettingsButton from '@site/src/components/SettingsButton';
import VersionMenu from '@site/src/components/VersionMenu';

export default {
  ...ComponentTypes,
  'custom-productSwitcher': ProductSwitcher,
  'custom-versionMenu': VersionMenu,
  'custom-settings': SettingsButton,
};
