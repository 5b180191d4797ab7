/**
 * The tutorial's data: customers kept in an array in memory, behind a Toolpad Core data source.
 * Swap the bodies of the methods for calls to your API when you have one.
 */
import type {GridFilterItem} from '@mui/x-data-grid';
import type {DataModelId, DataSource} from '@toolpad/core/Crud';

export type Customer = {
  id: number;
  name: string;
  email: string;
  plan: 'Free' | 'Team' | 'Enterprise';
  seats: number;
  active: boolean;
};

let customers: Customer[] = [
  {id: 1, name: 'Northwind Traders', email: 'ops@northwind.example', plan: 'Enterprise', seats: 120, active: true},
  {id: 2, name: 'Blue Heron Studio', email: 'hello@blueheron.example', plan: 'Team', seats: 8, active: true},
  {id: 3, name: 'Kestrel Logistics', email: 'it@kestrel.example', plan: 'Team', seats: 25, active: false},
  {id: 4, name: 'Marlow & Finch', email: 'office@marlowfinch.example', plan: 'Free', seats: 2, active: true},
  {id: 5, name: 'Sundial Health', email: 'admin@sundial.example', plan: 'Enterprise', seats: 310, active: true},
  {id: 6, name: 'Pinecone Labs', email: 'team@pinecone.example', plan: 'Free', seats: 3, active: false},
  {id: 7, name: 'Orbit Cafés', email: 'owner@orbitcafes.example', plan: 'Team', seats: 14, active: true},
];
let nextId = customers.length + 1;

/** Waits a little, as a request to a server would. */
const delay = () => new Promise((resolve) => setTimeout(resolve, 250));

const valueOf = (customer: Customer, field: string): unknown => (customer as Record<string, unknown>)[field];

function matches(customer: Customer, {field, operator, value}: GridFilterItem): boolean {
  const cell = valueOf(customer, field);
  if (operator === 'isEmpty') return cell === '' || cell == null;
  if (operator === 'isNotEmpty') return cell !== '' && cell != null;
  if (value === undefined || value === null || value === '') return true; // a filter still being typed
  const text = String(cell).toLowerCase();
  const search = String(value).toLowerCase();
  switch (operator) {
    case 'contains':
      return text.includes(search);
    case 'startsWith':
      return text.startsWith(search);
    case 'endsWith':
      return text.endsWith(search);
    case 'equals':
    case 'is':
    case '=':
      return text === search;
    case '!=':
    case 'not':
      return text !== search;
    case '>':
      return Number(cell) > Number(value);
    case '<':
      return Number(cell) < Number(value);
    default:
      return true;
  }
}

function find(id: DataModelId): Customer {
  const customer = customers.find((item) => String(item.id) === String(id));
  if (!customer) {
    throw new Error(`Customer ${id} not found.`);
  }
  return customer;
}

export const customersDataSource: DataSource<Customer> = {
  fields: [
    {field: 'id', headerName: 'ID', width: 60},
    {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
    {field: 'email', headerName: 'Email', flex: 1, minWidth: 180},
    {field: 'plan', headerName: 'Plan', type: 'singleSelect', valueOptions: ['Free', 'Team', 'Enterprise']},
    {field: 'seats', headerName: 'Seats', type: 'number', width: 80},
    {field: 'active', headerName: 'Active', type: 'boolean', width: 80},
  ],
  getMany: async ({paginationModel, sortModel, filterModel}) => {
    await delay();
    let items = customers.filter((customer) =>
      filterModel.logicOperator === 'or'
        ? filterModel.items.length === 0 || filterModel.items.some((item) => matches(customer, item))
        : filterModel.items.every((item) => matches(customer, item)),
    );
    for (const {field, sort} of [...sortModel].reverse()) {
      const direction = sort === 'desc' ? -1 : 1;
      items = [...items].sort((a, b) => {
        const left = valueOf(a, field) as string | number | boolean;
        const right = valueOf(b, field) as string | number | boolean;
        return left < right ? -direction : left > right ? direction : 0;
      });
    }
    const start = paginationModel.page * paginationModel.pageSize;
    return {items: items.slice(start, start + paginationModel.pageSize), itemCount: items.length};
  },
  getOne: async (id) => {
    await delay();
    return find(id);
  },
  createOne: async (values) => {
    await delay();
    const customer: Customer = {name: '', email: '', plan: 'Free', seats: 1, active: true, ...values, id: nextId};
    nextId += 1;
    customers = [...customers, customer];
    return customer;
  },
  updateOne: async (id, values) => {
    await delay();
    const existing = find(id);
    const updated: Customer = {...existing, ...values, id: existing.id};
    customers = customers.map((customer) => (customer.id === updated.id ? updated : customer));
    return updated;
  },
  deleteOne: async (id) => {
    await delay();
    customers = customers.filter((customer) => String(customer.id) !== String(id));
  },
};
