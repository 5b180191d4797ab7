/**
 * In-memory orders for the "Order desk" example. The methods wait briefly, as requests would,
 * and apply the grid's quick search, filters, sorting and pagination themselves.
 */
import type {GridFilterItem} from '@mui/x-data-grid';
import type {DataModelId, DataSource} from '@toolpad/core/Crud';

export type Order = {
  id: number;
  customer: string;
  /** When the order was placed, as an ISO date-time string. */
  placed: string;
  total: number;
  status: 'New' | 'Packed' | 'Shipped' | 'Cancelled';
  paid: boolean;
};

const SEED: Order[] = [
  {id: 5001, customer: 'Lena Fischer', placed: '2025-06-02T09:15:00', total: 129.9, status: 'Shipped', paid: true},
  {id: 5002, customer: 'Oskar Nilsson', placed: '2025-06-02T11:40:00', total: 54.5, status: 'Packed', paid: true},
  {id: 5003, customer: 'Amelia Brooks', placed: '2025-06-03T08:05:00', total: 310, status: 'New', paid: false},
  {id: 5004, customer: 'Rafael Moreno', placed: '2025-06-03T16:20:00', total: 18.75, status: 'Cancelled', paid: false},
  {id: 5005, customer: 'Chloé Martin', placed: '2025-06-04T10:00:00', total: 89, status: 'New', paid: true},
  {id: 5006, customer: 'Kenji Sato', placed: '2025-06-04T13:30:00', total: 240.4, status: 'Packed', paid: true},
];

const currency = new Intl.NumberFormat('en-IE', {style: 'currency', currency: 'EUR'});

const wait = () => new Promise((resolve) => setTimeout(resolve, 250));

/** The value the grid compares: dates as timestamps, everything else as stored. */
function valueOf(order: Order, field: string): string | number | boolean {
  if (field === 'placed') return Date.parse(order.placed);
  return (order as Record<string, string | number | boolean>)[field] ?? '';
}

function matches(order: Order, {field, operator, value}: GridFilterItem): boolean {
  if (value === undefined || value === null || value === '') return true;
  const cell = valueOf(order, field);
  const text = String(cell).toLowerCase();
  const search = String(value).toLowerCase();
  switch (operator) {
    case 'contains':
      return text.includes(search);
    case 'equals':
    case 'is':
    case '=':
      return text === search;
    case '>':
      return Number(cell) > Number(value);
    case '<':
      return Number(cell) < Number(value);
    default:
      return true;
  }
}

/** Creates a data source over its own copy of the sample orders. */
export function createOrdersDataSource(): DataSource<Order> {
  let orders = SEED.map((order) => ({...order}));
  let nextId = 5007;
  const find = (id: DataModelId) => {
    const order = orders.find((item) => String(item.id) === String(id));
    if (!order) throw new Error(`Order ${id} not found.`);
    return order;
  };

  return {
    fields: [
      {field: 'id', headerName: 'Order', width: 80},
      {field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140},
      {
        field: 'placed',
        headerName: 'Placed',
        type: 'date',
        width: 110,
        valueGetter: (value: string | null) => (value ? new Date(value) : null),
      },
      {
        field: 'total',
        headerName: 'Total',
        type: 'number',
        width: 100,
        valueFormatter: (value: number | null) => (value == null ? '' : currency.format(value)),
      },
      {
        field: 'status',
        headerName: 'Status',
        type: 'singleSelect',
        valueOptions: ['New', 'Packed', 'Shipped', 'Cancelled'],
        width: 110,
      },
      {field: 'paid', headerName: 'Paid', type: 'boolean', width: 70},
    ],
    getMany: async ({paginationModel, sortModel, filterModel}) => {
      await wait();
      // Words typed in the toolbar's search box: each must appear in the customer, status or number.
      const words = (filterModel.quickFilterValues ?? []).map((word) => String(word).toLowerCase());
      let items = orders.filter((order) => {
        const haystack = `${order.id} ${order.customer} ${order.status}`.toLowerCase();
        if (!words.every((word) => haystack.includes(word))) return false;
        return filterModel.logicOperator === 'or' && filterModel.items.length > 0
          ? filterModel.items.some((item) => matches(order, item))
          : filterModel.items.every((item) => matches(order, item));
      });
      for (const {field, sort} of [...sortModel].reverse()) {
        const direction = sort === 'desc' ? -1 : 1;
        items = [...items].sort((a, b) => {
          const left = valueOf(a, field);
          const right = valueOf(b, field);
          return left < right ? -direction : left > right ? direction : 0;
        });
      }
      const start = paginationModel.page * paginationModel.pageSize;
      return {items: items.slice(start, start + paginationModel.pageSize), itemCount: items.length};
    },
    getOne: async (id) => {
      await wait();
      return find(id);
    },
    createOne: async (values) => {
      await wait();
      const order: Order = {
        customer: '',
        total: 0,
        status: 'New',
        paid: false,
        ...values,
        // Runs when the form is submitted, so "now" is the moment the order is placed.
        placed: values.placed ?? new Date().toISOString(),
        id: nextId,
      };
      nextId += 1;
      orders = [...orders, order];
      return order;
    },
    updateOne: async (id, values) => {
      await wait();
      const existing = find(id);
      const updated: Order = {...existing, ...values, id: existing.id};
      orders = orders.map((order) => (order.id === updated.id ? updated : order));
      return updated;
    },
    deleteOne: async (id) => {
      await wait();
      orders = orders.filter((order) => String(order.id) !== String(id));
    },
  };
}
