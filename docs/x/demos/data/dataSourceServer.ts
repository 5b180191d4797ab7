/**
 * A pretend back end for the server-side data demos (the `dataSource` prop): an in-memory table of
 * seeded orders that answers filtered, sorted, paged, grouped and aggregated queries after a short
 * delay, and an org chart that answers one level of a tree at a time. No network is involved.
 *
 * Each demo creates its own server (`createOrdersServer()`), so a demo that changes its data does
 * not change what another demo on the same page shows.
 */
import {getGridNumericOperators, getGridStringOperators} from '@mui/x-data-grid';
import type {GridFilterItem, GridFilterModel, GridPaginationModel, GridSortModel} from '@mui/x-data-grid';
import {createOrders, type Order} from './orders';
import {createOrgChart, type OrgNode} from './orgChart';
import {createRandom} from './random';

/** The operators these servers understand; offer only these in the grid's filter panel. */
export const SERVER_FILTER_OPERATORS = {
  string: ['contains', 'equals', 'startsWith', 'endsWith'],
  number: ['=', '!=', '>', '>=', '<', '<='],
  singleSelect: ['is', 'not', 'isAnyOf'],
} as const;

/**
 * The grid's filter operators that these servers implement, to pass as `filterOperators` of the
 * string and number columns (the operators of `singleSelect` columns are all supported).
 */
export const serverFilterOperators = {
  string: getGridStringOperators().filter((operator) =>
    (SERVER_FILTER_OPERATORS.string as readonly string[]).includes(operator.value),
  ),
  number: getGridNumericOperators().filter((operator) =>
    (SERVER_FILTER_OPERATORS.number as readonly string[]).includes(operator.value),
  ),
};

/** The aggregation functions the servers compute. */
export type ServerAggregation = 'sum' | 'avg' | 'min' | 'max' | 'size';

export interface ServerQuery {
  filterModel?: GridFilterModel;
  sortModel?: GridSortModel;
  /** The page to return; without it (and without `start`), every matching row. */
  paginationModel?: GridPaginationModel;
  /** First row index to return (lazy loading); used when `paginationModel` is absent. */
  start?: number;
  /** Last row index to return, included. */
  end?: number;
  /** Aggregated columns and their function: adds `aggregateRow` (and `aggregates` on groups). */
  aggregationModel?: Record<string, string>;
}

export interface GroupedServerQuery extends ServerQuery {
  /** The fields the rows are grouped by, outermost first. */
  groupFields?: string[];
  /** The keys of the group whose children are requested; empty for the top level. */
  groupKeys?: string[];
}

/** A group row: one value of `groupFields[depth]`, with the number of rows it holds. */
export interface OrderGroupRow {
  id: string;
  /** The group's value; the grid reads it with `getGroupKey`. */
  group: string;
  /** How many children the group has on the server (the grid reads it with `getChildrenCount`). */
  childCount: number;
  /** Aggregated values of the group's rows, by field. */
  aggregates: Record<string, number | null>;
  [field: string]: unknown;
}

export interface ServerResponse<R> {
  rows: R[];
  /** Number of rows matching the query at this level, before paging. */
  rowCount?: number;
  /** Aggregated values of every matching row (when `aggregationModel` is set), shaped like a group row's. */
  aggregateRow?: {aggregates: Record<string, number | null>};
}

type Cell = string | number | boolean | Date | null | undefined;
const cellOf = (row: object, field: string): Cell => (row as Record<string, Cell>)[field];

function matchesItem(row: object, item: GridFilterItem): boolean {
  const cell = cellOf(row, item.field);
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
      // A real API would answer "400 Bad Request"; the demos only offer the operators above.
      throw new Error(`This server does not support the "${operator}" filter operator.`);
  }
}

/** An item with no value yet (the reader is still typing) does not filter, as in the grid. */
function isActive(item: GridFilterItem): boolean {
  if (item.operator === 'isAnyOf') {
    return Array.isArray(item.value) && item.value.length > 0;
  }
  return item.value !== undefined && item.value !== null && item.value !== '';
}

/** True when the row passes the filter items and the quick filter words of the model. */
export function matchesFilterModel(row: object, model: GridFilterModel | undefined, quickFields: string[]): boolean {
  if (!model) {
    return true;
  }
  const items = model.items.filter(isActive);
  if (items.length > 0) {
    const results = items.map((item) => matchesItem(row, item));
    const passes = model.logicOperator === 'or' ? results.some(Boolean) : results.every(Boolean);
    if (!passes) {
      return false;
    }
  }
  const words = (model.quickFilterValues ?? []).map((word) => String(word).toLowerCase()).filter(Boolean);
  if (words.length === 0) {
    return true;
  }
  const haystack = quickFields.map((field) => String(cellOf(row, field) ?? '').toLowerCase());
  const found = words.map((word) => haystack.some((cell) => cell.includes(word)));
  return model.quickFilterLogicOperator === 'or' ? found.some(Boolean) : found.every(Boolean);
}

function compareCells(left: Cell, right: Cell): number {
  if (left instanceof Date && right instanceof Date) {
    return left.getTime() - right.getTime();
  }
  if (typeof left === 'number' && typeof right === 'number') {
    return left - right;
  }
  return String(left ?? '').localeCompare(String(right ?? ''));
}

/** Sorts a copy of the rows by the sort model, then by id so that pages are stable. */
export function sortRows<R extends object>(rows: readonly R[], sortModel: GridSortModel | undefined): R[] {
  const model = sortModel ?? [];
  return [...rows].sort((a, b) => {
    for (const {field, sort} of model) {
      const order = compareCells(cellOf(a, field), cellOf(b, field));
      if (order !== 0) {
        return sort === 'desc' ? -order : order;
      }
    }
    return compareCells(cellOf(a, 'id'), cellOf(b, 'id'));
  });
}

/** The slice a query asks for: a page, a start/end range, or everything. */
function sliceRows<R>(rows: readonly R[], query: ServerQuery): R[] {
  if (query.paginationModel) {
    const {page, pageSize} = query.paginationModel;
    return rows.slice(page * pageSize, (page + 1) * pageSize);
  }
  if (typeof query.start === 'number') {
    return rows.slice(query.start, (query.end ?? rows.length - 1) + 1);
  }
  return [...rows];
}

/** Aggregates the values of one field the way a SQL `GROUP BY` would. */
export function aggregate(rows: readonly object[], field: string, fn: string): number | null {
  if (fn === 'size') {
    return rows.length;
  }
  const values = rows.map((row) => cellOf(row, field)).filter((value): value is number => typeof value === 'number');
  if (values.length === 0) {
    return null;
  }
  switch (fn) {
    case 'sum':
      return Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;
    case 'avg':
      return Math.round((values.reduce((total, value) => total + value, 0) / values.length) * 100) / 100;
    case 'min':
      return Math.min(...values);
    case 'max':
      return Math.max(...values);
    default:
      throw new Error(`This server does not support the "${fn}" aggregation.`);
  }
}

function aggregateAll(rows: readonly object[], model: Record<string, string> | undefined) {
  const result: Record<string, number | null> = {};
  for (const [field, fn] of Object.entries(model ?? {})) {
    result[field] = aggregate(rows, field, fn);
  }
  return result;
}

/** Waits like a request over the network would, then answers (or fails). */
function respond<T>(delayMs: number, answer: () => T): Promise<T> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      try {
        resolve(answer());
      } catch (error) {
        reject(error);
      }
    }, delayMs);
  });
}

const ORDER_QUICK_FIELDS = ['orderNumber', 'customer', 'product', 'category', 'region', 'status'];

export interface OrdersServer {
  /** The table, as the server holds it now. */
  readonly orders: readonly Order[];
  /** How many queries the server has answered (cached answers never reach it). */
  readonly requestCount: number;
  /** Flat rows: filtered, sorted and paged (or sliced with `start`/`end`). */
  getRows(query: ServerQuery): Promise<ServerResponse<Order>>;
  /** One level of grouped rows: group rows while `groupKeys` is shorter than `groupFields`, orders below. */
  getGroupedRows(query: GroupedServerQuery): Promise<ServerResponse<Order | OrderGroupRow>>;
  /** Saves a changed order and answers with the stored version. */
  updateOrder(order: Order): Promise<Order>;
  /** Changes the status of a few orders, as other users of a real system would. */
  simulateActivity(): void;
  /** Makes every following request fail (or succeed again). */
  setFailing(failing: boolean): void;
}

export interface OrdersServerOptions {
  /** Number of orders in the table (1000 by default). */
  count?: number;
  /** Seed of the table's data. */
  seed?: number;
  /** Answer delay in milliseconds (400 by default). */
  delayMs?: number;
}

/** A new, independent orders back end. */
export function createOrdersServer({count = 1000, seed = 31, delayMs = 400}: OrdersServerOptions = {}): OrdersServer {
  let orders: Order[] = createOrders(count, seed);
  let requestCount = 0;
  let failing = false;
  const activity = createRandom(seed + 1);

  const start = () => {
    requestCount += 1;
    if (failing) {
      throw new Error('The server is unavailable (503). Try again in a moment.');
    }
  };

  return {
    get orders() {
      return orders;
    },
    get requestCount() {
      return requestCount;
    },
    getRows(query) {
      return respond(delayMs, () => {
        start();
        const matching = orders.filter((row) => matchesFilterModel(row, query.filterModel, ORDER_QUICK_FIELDS));
        const sorted = sortRows(matching, query.sortModel);
        const response: ServerResponse<Order> = {rows: sliceRows(sorted, query), rowCount: matching.length};
        if (query.aggregationModel && Object.keys(query.aggregationModel).length > 0) {
          response.aggregateRow = {aggregates: aggregateAll(matching, query.aggregationModel)};
        }
        return response;
      });
    },
    getGroupedRows(query) {
      return respond(delayMs, () => {
        start();
        const groupFields = query.groupFields ?? [];
        const groupKeys = query.groupKeys ?? [];
        const matching = orders.filter((row) => matchesFilterModel(row, query.filterModel, ORDER_QUICK_FIELDS));
        // The rows inside the requested group.
        const inGroup = matching.filter((row) =>
          groupKeys.every((key, depth) => String(cellOf(row, groupFields[depth] ?? '')) === key),
        );
        const aggregateRow =
          groupKeys.length === 0 && query.aggregationModel && Object.keys(query.aggregationModel).length > 0
            ? {aggregates: aggregateAll(matching, query.aggregationModel)}
            : undefined;
        const field = groupFields[groupKeys.length];
        if (field === undefined) {
          // The deepest level: the orders themselves. Only the top level is paged.
          const rows = sortRows(inGroup, query.sortModel);
          return groupKeys.length === 0 ? {rows: sliceRows(rows, query), rowCount: rows.length, aggregateRow} : {rows};
        }
        const buckets = new Map<string, Order[]>();
        for (const row of inGroup) {
          const key = String(cellOf(row, field));
          buckets.set(key, [...(buckets.get(key) ?? []), row]);
        }
        const direction = query.sortModel?.find((item) => item.field === field)?.sort;
        const keys = [...buckets.keys()].sort((a, b) => (direction === 'desc' ? b.localeCompare(a) : a.localeCompare(b)));
        const groups: OrderGroupRow[] = keys.map((key) => {
          const rows = buckets.get(key) ?? [];
          const nextField = groupFields[groupKeys.length + 1];
          return {
            id: ['group', ...groupKeys, key].join('/'),
            group: key,
            [field]: key,
            childCount: nextField === undefined ? rows.length : new Set(rows.map((row) => String(cellOf(row, nextField)))).size,
            aggregates: aggregateAll(rows, query.aggregationModel),
          };
        });
        // Only the top level is paged; the children of a group come in one answer.
        const rows = groupKeys.length === 0 ? sliceRows(groups, query) : groups;
        return groupKeys.length === 0 ? {rows, rowCount: groups.length, aggregateRow} : {rows};
      });
    },
    updateOrder(order) {
      return respond(delayMs, () => {
        start();
        if (order.quantity < 1) {
          throw new Error('The quantity must be at least 1.');
        }
        const saved: Order = {...order, total: Math.round(order.quantity * order.unitPrice * 100) / 100};
        orders = orders.map((row) => (row.id === saved.id ? saved : row));
        return saved;
      });
    },
    simulateActivity() {
      const statuses = ['Paid', 'Shipped', 'Delivered'] as const;
      orders = orders.map((row) => (activity.chance(0.05) ? {...row, status: activity.pick(statuses)} : row));
    },
    setFailing(value) {
      failing = value;
    },
  };
}

/** One person of the org chart, as the tree data server sends it. */
export interface OrgMember extends Omit<OrgNode, 'reports'> {
  /** Direct reports on the server, after filtering (the grid reads it with `getChildrenCount`). */
  reportCount: number;
}

const ORG_QUICK_FIELDS = ['name', 'title', 'department', 'country'];

export interface OrgChartServer {
  /** Direct reports of the person at the end of `groupKeys` (names from the top), or the department heads. */
  getReports(query: ServerQuery & {groupKeys?: string[]}): Promise<ServerResponse<OrgMember>>;
  /** Number of people in the chart. */
  readonly size: number;
}

/** A new org chart back end (about 80 people). */
export function createOrgChartServer({seed = 5, delayMs = 400}: {seed?: number; delayMs?: number} = {}): OrgChartServer {
  const heads = createOrgChart(seed);
  const countAll = (nodes: OrgNode[]): number => nodes.reduce((total, node) => total + 1 + countAll(node.reports), 0);
  return {
    size: countAll(heads),
    getReports(query) {
      return respond(delayMs, () => {
        // A person stays in the tree if they or someone below them matches the filter,
        // so that the path to every match remains visible.
        const keep = (node: OrgNode): boolean =>
          matchesFilterModel(node, query.filterModel, ORG_QUICK_FIELDS) || node.reports.some(keep);
        let level = heads;
        for (const key of query.groupKeys ?? []) {
          level = level.find((node) => node.name === key)?.reports ?? [];
        }
        const visible = level.filter(keep);
        const rows = sortRows(
          visible.map(({reports, ...member}) => ({...member, reportCount: reports.filter(keep).length})),
          query.sortModel,
        );
        const isTopLevel = (query.groupKeys ?? []).length === 0;
        return isTopLevel ? {rows: sliceRows(rows, query), rowCount: rows.length} : {rows};
      });
    },
  };
}
