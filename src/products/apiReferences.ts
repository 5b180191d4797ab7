import {ARCHIVED_PACKAGES} from '../../plugins/archived-versions/versions';
import type {DocsVersion} from '../../plugins/api-reference/docsVersion';
import {toKebabCase} from '../../plugins/api-reference/extract/discover';
import type {ApiPageSpec} from '../../plugins/api-reference/selection';
import {ARCHIVED_VERSIONS, archivedBasePath, versionedDocsDir, type ArchivedVersion} from './archivedVersions';

/**
 * The API references generated from installed packages (plugins/api-reference). Most document
 * every public component of a package, a page each; the others name their items and where each
 * page goes (`pages`), as the reference site maps of those products list them. `npm run
 * generate:api`, the site config and the page trees all read this list.
 */
export interface ApiReference {
  /** Plugin instance id. */
  id: string;
  /** The package documented (with `extraPackages`, the last one items are looked up in). */
  packageName: string;
  /** The name the pages show for it, when it is installed under an npm alias (`@mui/material` for `@mui/material-v6`). */
  importName?: string;
  /** Packages it imports, resolved to the aliases installed for its version (package name -> installed name). */
  moduleAliases?: Readonly<Record<string, string>>;
  /**
   * The archived docs version its pages are in (plugins/archived-versions): `routeBasePath` and
   * `pages` are then the version's paths as for the latest (`/material-ui/api`), served under its
   * route (`/material-ui/6.x/api`).
   */
  docsVersion?: DocsVersion;
  /** URL of the default API pages' folder; with `pages`, the folder of the manifest. */
  routeBasePath: string;
  /** Where the default pages and the manifest (`_components.json`) are written. */
  outDir: string;
  pages?: readonly ApiPageSpec[];
  extraPackages?: readonly string[];
  /** With `pages`: a page listing them all. */
  indexPage?: {pathname: string; title: string};
}

/**
 * Base UI: the components and the hooks of each component page, on its `components-api` and
 * `hooks-api` pages, one section each (`/base-ui/react-menu/hooks-api/#use-menu`).
 */
const BASE_UI_PAGES: readonly ApiPageSpec[] = [
  {pathname: '/base-ui/react-badge/components-api', title: 'Badge components API', components: ['Badge']},
  {pathname: '/base-ui/react-button/components-api', title: 'Button components API', components: ['Button']},
  {
    pathname: '/base-ui/react-click-away-listener/components-api',
    title: 'Click-Away Listener components API',
    components: ['ClickAwayListener'],
  },
  {
    pathname: '/base-ui/react-transitions/components-api',
    title: 'Transitions components API',
    components: ['CssAnimation', 'CssTransition'],
  },
  {
    pathname: '/base-ui/react-menu/components-api',
    title: 'Menu components API',
    components: ['Dropdown', 'Menu', 'MenuButton', 'MenuItem'],
  },
  {pathname: '/base-ui/react-focus-trap/components-api', title: 'Focus Trap components API', components: ['FocusTrap']},
  {
    pathname: '/base-ui/react-form-control/components-api',
    title: 'Form Control components API',
    components: ['FormControl'],
  },
  {pathname: '/base-ui/react-input/components-api', title: 'Input components API', components: ['Input']},
  {pathname: '/base-ui/react-modal/components-api', title: 'Modal components API', components: ['Modal']},
  {pathname: '/base-ui/react-no-ssr/components-api', title: 'No-SSR components API', components: ['NoSsr']},
  {
    pathname: '/base-ui/react-number-input/components-api',
    title: 'Number Input components API',
    components: ['Unstable_NumberInput'],
  },
  {
    pathname: '/base-ui/react-select/components-api',
    title: 'Select components API',
    components: ['Option', 'OptionGroup', 'Select'],
  },
  {pathname: '/base-ui/react-popper/components-api', title: 'Popper components API', components: ['Popper']},
  {pathname: '/base-ui/react-popup/components-api', title: 'Popup components API', components: ['Unstable_Popup']},
  {pathname: '/base-ui/react-portal/components-api', title: 'Portal components API', components: ['Portal']},
  {pathname: '/base-ui/react-slider/components-api', title: 'Slider components API', components: ['Slider']},
  {pathname: '/base-ui/react-snackbar/components-api', title: 'Snackbar components API', components: ['Snackbar']},
  {pathname: '/base-ui/react-switch/components-api', title: 'Switch components API', components: ['Switch']},
  {
    pathname: '/base-ui/react-tabs/components-api',
    title: 'Tabs components API',
    components: ['Tab', 'TabPanel', 'Tabs', 'TabsList'],
  },
  {
    pathname: '/base-ui/react-table-pagination/components-api',
    title: 'Table Pagination components API',
    components: ['TablePagination'],
  },
  {
    pathname: '/base-ui/react-textarea-autosize/components-api',
    title: 'Textarea Autosize components API',
    components: ['TextareaAutosize'],
  },
  {pathname: '/base-ui/react-autocomplete/hooks-api', title: 'Autocomplete hooks API', hooks: ['useAutocomplete']},
  {pathname: '/base-ui/react-badge/hooks-api', title: 'Badge hooks API', hooks: ['useBadge']},
  {pathname: '/base-ui/react-button/hooks-api', title: 'Button hooks API', hooks: ['useButton']},
  {
    pathname: '/base-ui/react-menu/hooks-api',
    title: 'Menu hooks API',
    hooks: ['useDropdown', 'useMenu', 'useMenuButton', 'useMenuItem', 'useMenuItemContextStabilizer'],
  },
  {
    pathname: '/base-ui/react-form-control/hooks-api',
    title: 'Form Control hooks API',
    hooks: ['useFormControlContext'],
  },
  {pathname: '/base-ui/react-input/hooks-api', title: 'Input hooks API', hooks: ['useInput']},
  {pathname: '/base-ui/react-modal/hooks-api', title: 'Modal hooks API', hooks: ['unstable_useModal']},
  {
    pathname: '/base-ui/react-number-input/hooks-api',
    title: 'Number Input hooks API',
    hooks: ['unstable_useNumberInput'],
  },
  {
    pathname: '/base-ui/react-select/hooks-api',
    title: 'Select hooks API',
    hooks: ['useOption', 'useOptionContextStabilizer', 'useSelect'],
  },
  {pathname: '/base-ui/react-slider/hooks-api', title: 'Slider hooks API', hooks: ['useSlider']},
  {pathname: '/base-ui/react-snackbar/hooks-api', title: 'Snackbar hooks API', hooks: ['useSnackbar']},
  {pathname: '/base-ui/react-switch/hooks-api', title: 'Switch hooks API', hooks: ['useSwitch']},
  {
    pathname: '/base-ui/react-tabs/hooks-api',
    title: 'Tabs hooks API',
    hooks: ['useTab', 'useTabPanel', 'useTabs', 'useTabsList'],
  },
  {
    pathname: '/base-ui/react-transitions/hooks-api',
    title: 'Transitions hooks API',
    hooks: ['useTransition/useTransitionStateManager', 'useTransition/useTransitionTrigger'],
  },
].map((page) => ({...page, sectioned: true}));

/** MUI System's layout components. */
const SYSTEM_PAGES: readonly ApiPageSpec[] = ['Box', 'Container', 'Grid', 'Stack'].map((name) => ({
  pathname: `/system/api/${toKebabCase(name)}`,
  components: [name],
}));

/** The Data Grid: its components and the interfaces its props and API use, from the tier that exports each. */
const DATA_GRID_PAGES: readonly ApiPageSpec[] = [
  ...[
    'AiAssistantPanelTrigger',
    'ChartsPanelTrigger',
    'ColumnsPanelTrigger',
    'DataGrid',
    'DataGridPremium',
    'DataGridPro',
    'ExportCsv',
    'ExportExcel',
    'ExportPrint',
    'FilterPanelTrigger',
    'GridChartsPanel',
    'GridChartsRendererProxy',
    'GridFilterForm',
    'GridFilterPanel',
    'GridToolbarQuickFilter',
    'PivotPanelTrigger',
    'PromptField',
    'PromptFieldControl',
    'PromptFieldRecord',
    'PromptFieldSend',
    'QuickFilter',
    'QuickFilterClear',
    'QuickFilterControl',
    'QuickFilterTrigger',
    'Toolbar',
    'ToolbarButton',
  ].map((name) => ({pathname: `/x/api/data-grid/${toKebabCase(name)}`, components: [name]})),
  ...[
    'GridApi',
    'GridCellParams',
    'GridColDef',
    'GridSingleSelectColDef',
    'GridActionsColDef',
    'GridListViewColDef',
    'GridExportStateParams',
    'GridFilterItem',
    'GridFilterModel',
    'GridFilterOperator',
    'GridRenderContext',
    'GridRowClassNameParams',
    'GridRowParams',
    'GridRowSpacingParams',
    'GridAggregationFunction',
    'GridAggregationFunctionDataSource',
    'GridCsvExportOptions',
    'GridPrintExportOptions',
    'GridExcelExportOptions',
  ].map((name) => ({pathname: `/x/api/data-grid/${toKebabCase(name)}`, interfaces: [name]})),
];

/** Toolpad Core: its components under `/toolpad/core/api/`, its hooks beside their guides. */
const TOOLPAD_CORE_PAGES: readonly ApiPageSpec[] = [
  ...[
    'Account',
    'AccountPopoverFooter',
    'AccountPopoverHeader',
    'AccountPreview',
    'AppProvider',
    'Create',
    'Crud',
    'CrudForm',
    'CrudProvider',
    'DashboardHeader',
    'DashboardLayout',
    'DashboardSidebarPageItem',
    'DialogsProvider',
    'Edit',
    'List',
    'LocalizationProvider',
    'NotificationsProvider',
    'PageContainer',
    'PageHeader',
    'PageHeaderToolbar',
    'Show',
    'SignInButton',
    'SignInPage',
    'SignOutButton',
    'ThemeSwitcher',
    'ToolbarActions',
  ].map((name) => ({pathname: `/toolpad/core/api/${toKebabCase(name)}`, components: [name]})),
  {pathname: '/toolpad/core/react-use-notifications/api', hooks: ['useNotifications']},
  {pathname: '/toolpad/core/react-use-dialogs/api', hooks: ['useDialogs']},
  {pathname: '/toolpad/core/react-persistent-state/use-local-storage-state-api', hooks: ['useLocalStorageState']},
  {pathname: '/toolpad/core/react-use-session/api', hooks: ['useSession']},
  {pathname: '/toolpad/core/react-use-navigation/api', hooks: ['useNavigation']},
  {pathname: '/toolpad/core/react-persistent-state/use-session-storage-state-api', hooks: ['useSessionStorageState']},
];

/**
 * The components of `@mui/lab` that MUI documents with Material UI's, at `/material-ui/api/<name>/`
 * (their pages sit beside Material UI's; the Lab's manifest is in a folder of its own).
 */
const MATERIAL_LAB_PAGES: readonly ApiPageSpec[] = [
  'LoadingButton',
  'Masonry',
  'TabContext',
  'TabList',
  'TabPanel',
  'Timeline',
  'TimelineConnector',
  'TimelineContent',
  'TimelineDot',
  'TimelineItem',
  'TimelineOppositeContent',
  'TimelineSeparator',
].map((name) => ({pathname: `/material-ui/api/${toKebabCase(name)}`, components: [name]}));

/** Where an archived version's docs are, and served (its pages' links stay in it). */
function docsVersionOf(version: ArchivedVersion): DocsVersion {
  return {
    instanceRoute: `/${version.instanceId}`,
    route: archivedBasePath(version),
    path: versionedDocsDir(version.instanceId, version.name),
    // Upstream keeps each archived major at its own host: v6.mui.com.
    upstreamOrigin: `https://${version.label}.mui.com`,
  };
}

/**
 * The API pages of an archived Material UI version, as the latest's (Material UI's, and the Lab
 * components beside them), into the version's docs folder: generated from the packages installed
 * for it under npm aliases (`@mui/material-v6`), shown under the names readers install
 * (`@mui/material`), their imports of `@mui/material` and the rest resolved to the version's copies.
 */
function archivedMaterialReferences(version: ArchivedVersion): ApiReference[] {
  const docsVersion = docsVersionOf(version);
  const packages = ARCHIVED_PACKAGES[version.name] ?? {};
  const installed = (name: string) => {
    const alias = packages[name];
    if (alias === undefined)
      throw new Error(`plugins/archived-versions/versions.ts: ${version.name} installs no ${name}`);
    return alias;
  };
  const shared = {moduleAliases: packages, routeBasePath: '/material-ui/api', docsVersion};
  return [
    {
      id: `material-ui-${version.label}`,
      packageName: installed('@mui/material'),
      importName: '@mui/material',
      outDir: `${docsVersion.path}/api`,
      ...shared,
    },
    {
      id: `material-ui-lab-${version.label}`,
      packageName: installed('@mui/lab'),
      importName: '@mui/lab',
      outDir: `${docsVersion.path}/api/lab`,
      // v6's @mui/lab exports every one of them (its LoadingButton is Material UI v6's Button, re-exported).
      pages: MATERIAL_LAB_PAGES,
      ...shared,
    },
  ];
}

export const API_REFERENCES: readonly ApiReference[] = [
  {id: 'material-ui', packageName: '@mui/material', routeBasePath: '/material-ui/api', outDir: 'docs/material-ui/api'},
  {
    id: 'material-ui-lab',
    packageName: '@mui/lab',
    routeBasePath: '/material-ui/api',
    outDir: 'docs/material-ui/api/lab',
    pages: MATERIAL_LAB_PAGES,
  },
  ...ARCHIVED_VERSIONS.filter((version) => version.instanceId === 'material-ui').flatMap(archivedMaterialReferences),
  {id: 'joy-ui', packageName: '@mui/joy', routeBasePath: '/joy-ui/api', outDir: 'docs/joy-ui/api'},
  {
    id: 'base-ui',
    packageName: '@mui/base',
    routeBasePath: '/base-ui/api',
    outDir: 'docs/base-ui/api',
    pages: BASE_UI_PAGES,
  },
  {
    id: 'system',
    packageName: '@mui/system',
    routeBasePath: '/system/api',
    outDir: 'docs/system/api',
    pages: SYSTEM_PAGES,
  },
  {
    id: 'x-data-grid',
    packageName: '@mui/x-data-grid-premium',
    extraPackages: ['@mui/x-data-grid', '@mui/x-data-grid-pro'],
    routeBasePath: '/x/api/data-grid',
    outDir: 'docs/x/api/data-grid',
    pages: DATA_GRID_PAGES,
    indexPage: {pathname: '/x/api/data-grid', title: 'Data Grid API reference'},
  },
  {
    id: 'toolpad-core',
    packageName: '@toolpad/core',
    routeBasePath: '/toolpad/core/api',
    outDir: 'docs/toolpad/core/api',
    pages: TOOLPAD_CORE_PAGES,
  },
];
