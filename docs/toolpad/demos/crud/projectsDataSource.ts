/**
 * An in-memory data source for the CRUD demos: the records live in an array of this module's
 * closure, and every method resolves after a short delay, as a request to a server would.
 * Each demo creates its own store, so that the demos of a page do not share records.
 */
import type {GridFilterItem, GridFilterModel, GridSortModel} from '@mui/x-data-grid';
import type {DataModelId, DataSource} from '@toolpad/core/Crud';

// A type alias rather than an interface: it satisfies the index signature of DataModel.
export type Project = {
  id: number;
  name: string;
  status: 'Planned' | 'Active' | 'Done';
  budget: number;
  billable: boolean;
  /** An ISO date, or null. */
  deadline: string | null;
};

/** Reads a field by its name, as the grid's models refer to fields. */
const read = (project: Project, field: string): unknown => (project as Record<string, unknown>)[field];

const INITIAL_PROJECTS: Project[] = [
  {id: 1, name: 'Website redesign', status: 'Active', budget: 48000, billable: true, deadline: '2025-09-30'},
  {id: 2, name: 'Mobile app', status: 'Planned', budget: 120000, billable: true, deadline: '2026-01-15'},
  {id: 3, name: 'Data warehouse', status: 'Active', budget: 75000, billable: false, deadline: null},
  {id: 4, name: 'Support portal', status: 'Done', budget: 22000, billable: true, deadline: '2025-03-31'},
  {id: 5, name: 'Security audit', status: 'Planned', budget: 15000, billable: false, deadline: '2025-11-01'},
  {id: 6, name: 'Billing migration', status: 'Active', budget: 56000, billable: true, deadline: '2025-12-12'},
  {id: 7, name: 'Design system', status: 'Done', budget: 34000, billable: false, deadline: '2025-02-28'},
];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function matchesFilter(project: Project, {field, operator, value}: GridFilterItem): boolean {
  const cell = read(project, field);
  const isEmpty = cell === null || cell === undefined || cell === '';
  if (operator === 'isEmpty') return isEmpty;
  if (operator === 'isNotEmpty') return !isEmpty;
  // Ignore filters that have no value yet, as the grid does.
  if (value === undefined || value === null || value === '') return true;
  const text = String(cell ?? '').toLowerCase();
  const search = String(value).toLowerCase();
  switch (operator) {
    case 'contains':
      return text.includes(search);
    case 'doesNotContain':
      return !text.includes(search);
    case 'equals':
    case 'is':
    case '=':
      return text === search;
    case 'doesNotEqual':
    case 'not':
    case '!=':
      return text !== search;
    case 'startsWith':
      return text.startsWith(search);
    case 'endsWith':
      return text.endsWith(search);
    case '>':
      return Number(cell) > Number(value);
    case '>=':
      return Number(cell) >= Number(value);
    case '<':
      return Number(cell) < Number(value);
    case '<=':
      return Number(cell) <= Number(value);
    default:
      return true;
  }
}

function applyFilter(items: Project[], {items: filters, logicOperator, quickFilterValues}: GridFilterModel): Project[] {
  // Words typed in the toolbar's search field: each must appear in the name or the status.
  const words = (quickFilterValues ?? []).map((word) => String(word).toLowerCase()).filter(Boolean);
  return items.filter((project) => {
    const haystack = `${project.name} ${project.status}`.toLowerCase();
    if (!words.every((word) => haystack.includes(word))) return false;
    if (filters.length === 0) return true;
    return logicOperator === 'or'
      ? filters.some((filter) => matchesFilter(project, filter))
      : filters.every((filter) => matchesFilter(project, filter));
  });
}

function applySort(items: Project[], sortModel: GridSortModel): Project[] {
  return [...items].sort((a, b) => {
    for (const {field, sort} of sortModel) {
      const left = read(a, field) as string | number | boolean | null;
      const right = read(b, field) as string | number | boolean | null;
      if (left === right) continue;
      const order = left === null ? -1 : right === null ? 1 : left < right ? -1 : 1;
      return sort === 'desc' ? -order : order;
    }
    return 0;
  });
}

/** Creates a data source over its own copy of the sample projects. */
export function createProjectsDataSource(): DataSource<Project> {
  let projects = INITIAL_PROJECTS.map((project) => ({...project}));
  let nextId = projects.length + 1;
  const find = (id: DataModelId) => projects.find((project) => String(project.id) === String(id));

  return {
    fields: [
      {field: 'id', headerName: 'ID', width: 70},
      {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
      {field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: ['Planned', 'Active', 'Done']},
      {field: 'budget', headerName: 'Budget', type: 'number', width: 110},
      {field: 'billable', headerName: 'Billable', type: 'boolean', width: 90},
      {
        field: 'deadline',
        headerName: 'Deadline',
        type: 'date',
        width: 130,
        // The grid's date columns need Date objects; the records store ISO strings.
        valueGetter: (value: string | null) => (value ? new Date(value) : null),
      },
    ],
    getMany: async ({paginationModel, sortModel, filterModel}) => {
      await wait(300);
      const matching = applySort(applyFilter(projects, filterModel), sortModel);
      const start = paginationModel.page * paginationModel.pageSize;
      return {items: matching.slice(start, start + paginationModel.pageSize), itemCount: matching.length};
    },
    getOne: async (id) => {
      await wait(300);
      const project = find(id);
      if (!project) {
        throw new Error(`Project ${id} not found.`);
      }
      return project;
    },
    createOne: async (data) => {
      await wait(300);
      const project: Project = {
        name: '',
        status: 'Planned',
        budget: 0,
        billable: false,
        deadline: null,
        ...data,
        id: nextId,
      };
      nextId += 1;
      projects = [...projects, project];
      return project;
    },
    updateOne: async (id, data) => {
      await wait(300);
      const existing = find(id);
      if (!existing) {
        throw new Error(`Project ${id} not found.`);
      }
      const updated: Project = {...existing, ...data, id: existing.id};
      projects = projects.map((project) => (project.id === existing.id ? updated : project));
      return updated;
    },
    deleteOne: async (id) => {
      await wait(300);
      projects = projects.filter((project) => String(project.id) !== String(id));
    },
  };
}
