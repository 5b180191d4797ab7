/**
 * A fixed org chart for the tree data demos: one head per department, two or three managers
 * under each head, and a small team under each manager. Names are unique, so a path of names
 * identifies each person, as `getTreeDataPath` requires.
 */
import {createRandom} from './random';
import {COUNTRIES, DEPARTMENTS} from './people';

export interface OrgNode {
  id: number;
  name: string;
  title: string;
  department: (typeof DEPARTMENTS)[number];
  country: (typeof COUNTRIES)[number];
  salary: number;
  /** Direct reports. */
  reports: OrgNode[];
}

/** One person as a flat row: `path` holds the names from the department head down to them. */
export interface OrgChartRow extends Omit<OrgNode, 'reports'> {
  path: string[];
}

const FIRST = ['Ada', 'Bo', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gil', 'Hal', 'Iris', 'Jun', 'Kai', 'Lou', 'Mina', 'Noor', 'Otto', 'Pia', 'Rae', 'Sol', 'Tess', 'Ugo', 'Vera', 'Wim', 'Yara', 'Zed'];
const LAST = ['Abbott', 'Banda', 'Chow', 'Diaz', 'Egan', 'Fong', 'Gupta', 'Holm', 'Ibsen', 'Joshi', 'Kern', 'Lund', 'Mori', 'Nagy', 'Oyelaran', 'Pike', 'Quist', 'Rahal', 'Sato', 'Toivonen'];
const LEVELS = ['Junior', 'Intermediate', 'Senior'] as const;

/** The department heads, each with their reports; the same seed gives the same chart. */
export function createOrgChart(seed = 5): OrgNode[] {
  const random = createRandom(seed);
  const used = new Set<string>();
  let nextId = 1;
  const person = (title: string, department: OrgNode['department'], baseSalary: number): OrgNode => {
    let name = '';
    do {
      name = `${random.pick(FIRST)} ${random.pick(LAST)}`;
    } while (used.has(name));
    used.add(name);
    const salary = baseSalary + random.int(0, 30) * 500;
    return {id: nextId++, name, title, department, country: random.pick(COUNTRIES), salary, reports: []};
  };
  return DEPARTMENTS.map((department) => {
    const head = person(`Head of ${department}`, department, 150000);
    head.reports = Array.from({length: random.int(2, 3)}, () => {
      const manager = person(`${department} manager`, department, 105000);
      manager.reports = Array.from({length: random.int(2, 5)}, () =>
        person(`${random.pick(LEVELS)} specialist`, department, 55000),
      );
      return manager;
    });
    return head;
  });
}

/** The chart as flat rows, each parent before its reports. */
export function createOrgChartRows(seed = 5): OrgChartRow[] {
  const rows: OrgChartRow[] = [];
  const visit = (node: OrgNode, parentPath: string[]) => {
    const {reports, ...person} = node;
    const path = [...parentPath, node.name];
    rows.push({...person, path});
    reports.forEach((report) => visit(report, path));
  };
  createOrgChart(seed).forEach((head) => visit(head, []));
  return rows;
}
