/**
 * A pretend back end for the server-side filtering and pagination demos: an async function over
 * 500 seeded employees that applies a filter model, a sort model and a page the way a real API
 * would, after a short delay. No network is involved, and the same query always gives the same
 * answer, so the demos stay deterministic.
 */
import type {GridFilterItem, GridFilterModel, GridPaginationModel, GridSortModel} from '@mui/x-data-grid';
import {createEmployees, type Employee} from './people';

/** The whole "database". */
export const EMPLOYEE_TABLE: readonly Employee[] = createEmployees(500, 7);

export interface EmployeeQuery {
  filterModel?: GridFilterModel;
  sortModel?: GridSortModel;
  /** Without it, every matching row is returned. */
  paginationModel?: GridPaginationModel;
}

export interface EmployeeResponse {
  rows: Employee[];
  /** The number of rows matching the filters, before paging. */
  rowCount: number;
}

/** The operators this back end understands, per kind of field. */
export const SERVER_OPERATORS = {
  string: ['contains', 'equals', 'startsWith', 'endsWith'],
  number: ['=', '!=', '>', '>=', '<', '<='],
  select: ['is', 'not', 'isAnyOf'],
} as const;

type FieldValue = string | number | boolean | Date;

function fieldValue(row: Employee, field: string): FieldValue | undefined {
  return (row as unknown as Record<string, FieldValue | undefined>)[field];
}

function matchesItem(row: Employee, item: GridFilterItem): boolean {
  const cell = fieldValue(row, item.field);
  const {operator, value} = item;
  const text = String(cell ?? '').toLowerCase();
  const wanted = String(value ?? '').toLowerCase();
  switch (operator) {
    case 'contains':
      return text.includes(wanted);
    case 'equals':
      return text === wanted;
    case 'startsWith':
      return text.startsWith(wanted);
    case 'endsWith':
      return text.endsWith(wanted);
    case '=':
      return Number(cell) === Number(value);
    case '!=':
      return Number(cell) !== Number(value);
    case '>':
      return Number(cell) > Number(value);
    case '>=':
      return Number(cell) >= Number(value);
    case '<':
      return Number(cell) < Number(value);
    case '<=':
      return Number(cell) <= Number(value);
    case 'is':
      return String(cell) === String(value);
    case 'not':
      return String(cell) !== String(value);
    case 'isAnyOf':
      return Array.isArray(value) && value.map(String).includes(String(cell));
    default:
      // An operator the server does not know: reject the query rather than guess.
      throw new Error(`Unsupported filter operator: ${operator}`);
  }
}

/** An item with no value (the reader is still typing) does not filter, as in the grid. */
function isActive(item: GridFilterItem): boolean {
  if (item.operator === 'isAnyOf') {
    return Array.isArray(item.value) && item.value.length > 0;
  }
  return item.value !== undefined && item.value !== null && item.value !== '';
}

function matchesFilters(row: Employee, model: GridFilterModel): boolean {
  const items = model.items.filter(isActive);
  if (items.length > 0) {
    const results = items.map((item) => matchesItem(row, item));
    const passes = model.logicOperator === 'or' ? results.some(Boolean) : results.every(Boolean);
    if (!passes) {
      return false;
    }
  }
  const words = (model.quickFilterValues ?? []).map((word) => String(word).toLowerCase()).filter(Boolean);
  if (words.length > 0) {
    const haystack = [row.name, row.email, row.country, row.department, row.role].map((s) => s.toLowerCase());
    const found = words.map((word) => haystack.some((cell) => cell.includes(word)));
    return model.quickFilterLogicOperator === 'or' ? found.some(Boolean) : found.every(Boolean);
  }
  return true;
}

function compareRows(a: Employee, b: Employee, sortModel: GridSortModel): number {
  for (const {field, sort} of sortModel) {
    const left = fieldValue(a, field);
    const right = fieldValue(b, field);
    const order =
      left instanceof Date && right instanceof Date
        ? left.getTime() - right.getTime()
        : typeof left === 'number' && typeof right === 'number'
          ? left - right
          : String(left).localeCompare(String(right));
    if (order !== 0) {
      return sort === 'desc' ? -order : order;
    }
  }
  return a.id - b.id;
}

/** Answers a query after `delayMs` milliseconds, like a request to an API would. */
export function queryEmployees(query: EmployeeQuery, delayMs = 400): Promise<EmployeeResponse> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      try {
        const {filterModel = {items: []}, sortModel = [], paginationModel} = query;
        const matching = EMPLOYEE_TABLE.filter((row) => matchesFilters(row, filterModel));
        const sorted = sortModel.length > 0 ? [...matching].sort((a, b) => compareRows(a, b, sortModel)) : matching;
        const rows = paginationModel
          ? sorted.slice(paginationModel.page * paginationModel.pageSize, (paginationModel.page + 1) * paginationModel.pageSize)
          : sorted;
        resolve({rows, rowCount: matching.length});
      } catch (error) {
        reject(error);
      }
    }, delayMs);
  });
}
