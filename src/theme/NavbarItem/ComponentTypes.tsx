// NavbarItem/ComponentTypes swizzle: the navbar item types this site uses, its own included.
//
// The original map imports every item type the classic theme has (locale and docs-version
// dropdowns, doc and sidebar links, raw HTML), and main.js carried them all although the navbar
// (docusaurus.config.ts) uses only links, the search box and the custom types below. An item
// of a type missing here fails the build loudly ("No NavbarItem component found for type"): add
// its component from '@theme/NavbarItem/...' when the navbar starts using it.
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import ProductSwitcher from '@site/src/components/ProductSwitcher';
import SettingsButton from '@site/src/components/SettingsButton';
import VersionMenu from '@site/src/components/VersionMenu';

export default {
  default: DefaultNavbarItem,
  dropdown: DropdownNavbarItem,
  search: SearchNavbarItem,
  'custom-productSwitcher': ProductSwitcher,
  'custom-versionMenu': VersionMenu,
  'custom-settings': SettingsButton,
};
