import {createRandom, daysFromToday, type Random} from './random';

const FIRST_NAMES = [
  'Amara', 'Bruno', 'Chen', 'Dalia', 'Emeka', 'Freya', 'Gustavo', 'Hana', 'Ivan', 'Jonas',
  'Kaito', 'Lena', 'Mateo', 'Nadia', 'Omar', 'Priya', 'Quentin', 'Rosa', 'Sami', 'Tomas',
  'Uma', 'Viktor', 'Wen', 'Ximena', 'Yusuf', 'Zoe',
] as const;

const LAST_NAMES = [
  'Adeyemi', 'Berg', 'Costa', 'Dubois', 'Eriksen', 'Fischer', 'Garcia', 'Haddad', 'Ito', 'Jensen',
  'Kowalski', 'Larsen', 'Moreau', 'Novak', 'Okafor', 'Petrov', 'Rossi', 'Silva', 'Tanaka', 'Varga',
  'Weber', 'Yilmaz', 'Zhang',
] as const;

/** Countries with the currency their salaries are paid in. */
export const COUNTRIES = ['Brazil', 'Canada', 'France', 'Germany', 'India', 'Japan', 'Kenya', 'Spain'] as const;

export const DEPARTMENTS = ['Engineering', 'Design', 'Sales', 'Support', 'Finance', 'Marketing'] as const;

export const ROLES = ['Junior', 'Intermediate', 'Senior', 'Lead', 'Principal'] as const;

/** One employee row: the data set most Data Grid demos use. */
export interface Employee {
  id: number;
  name: string;
  email: string;
  age: number;
  country: (typeof COUNTRIES)[number];
  department: (typeof DEPARTMENTS)[number];
  role: (typeof ROLES)[number];
  salary: number;
  /** 1 to 5. */
  rating: number;
  isAdmin: boolean;
  joinDate: Date;
  lastLogin: Date;
}

function employee(random: Random, id: number): Employee {
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const role = random.pick(ROLES);
  const roleIndex = ROLES.indexOf(role);
  const joinDate = daysFromToday(-random.int(30, 3650));
  return {
    id,
    name: `${first} ${last}`,
    email: `${first}.${last}${id}@example.com`.toLowerCase(),
    age: random.int(21 + roleIndex * 3, 40 + roleIndex * 6),
    country: random.pick(COUNTRIES),
    department: random.pick(DEPARTMENTS),
    role,
    salary: 38000 + roleIndex * 17000 + random.int(0, 40) * 500,
    rating: random.int(1, 5),
    isAdmin: random.chance(0.15),
    joinDate,
    lastLogin: new Date(daysFromToday(-random.int(0, 60)).getTime() + random.int(0, 86399) * 1000),
  };
}

/** `count` employees with ids 1..count; the same seed gives the same rows. */
export function createEmployees(count: number, seed = 1): Employee[] {
  const random = createRandom(seed);
  return Array.from({length: count}, (_, index) => employee(random, index + 1));
}
