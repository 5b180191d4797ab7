/**
 * Time off for the time-off calendar demos: a small team and, for every working day of 2025 on
 * which someone is away, the kind of absence. Seeded, and built from UTC calendar days, so the
 * same rows come out on the server and in every reader's time zone.
 */
import {createRandom} from './random';

export const TIME_OFF_TYPES = ['Vacation', 'Sick', 'Training', 'Parental'] as const;

export type TimeOffType = (typeof TIME_OFF_TYPES)[number];

/** One person of the team, with their days off keyed by `YYYY-MM-DD`. */
export interface TeamMember {
  id: number;
  name: string;
  team: 'Design' | 'Engineering' | 'Support';
  daysOff: Record<string, TimeOffType>;
}

/** The year the data covers. */
export const TIME_OFF_YEAR = 2025;

const PEOPLE: [string, TeamMember['team']][] = [
  ['Amara Okafor', 'Design'],
  ['Bruno Costa', 'Engineering'],
  ['Chen Zhang', 'Engineering'],
  ['Dalia Haddad', 'Support'],
  ['Emeka Adeyemi', 'Engineering'],
  ['Freya Larsen', 'Design'],
  ['Hana Ito', 'Support'],
  ['Jonas Weber', 'Engineering'],
  ['Lena Novak', 'Support'],
  ['Mateo Silva', 'Design'],
];

/** The `YYYY-MM-DD` key of a calendar day; `month` is 0-based, as in `Date`. */
export function dayKey(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
}

/** The number of days in a month (0-based `month`). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/** True for Saturdays and Sundays. */
export function isWeekend(year: number, month: number, day: number): boolean {
  const weekday = new Date(Date.UTC(year, month, day)).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** The team with their 2025 time off; the same seed gives the same calendar. */
export function createTimeOff(seed = 5): TeamMember[] {
  const random = createRandom(seed);
  return PEOPLE.map(([name, team], index) => {
    const daysOff: Record<string, TimeOffType> = {};
    for (let month = 0; month < 12; month += 1) {
      // Zero to three absences a month, each one to six calendar days long.
      const absences = random.int(0, 3);
      for (let absence = 0; absence < absences; absence += 1) {
        const type = random.chance(0.5) ? 'Vacation' : random.pick(TIME_OFF_TYPES.slice(1));
        const start = random.int(1, daysInMonth(TIME_OFF_YEAR, month));
        const length = type === 'Vacation' ? random.int(2, 6) : random.int(1, 3);
        for (let day = start; day < start + length && day <= daysInMonth(TIME_OFF_YEAR, month); day += 1) {
          if (!isWeekend(TIME_OFF_YEAR, month, day)) {
            daysOff[dayKey(TIME_OFF_YEAR, month, day)] = type;
          }
        }
      }
    }
    return {id: index + 1, name, team, daysOff};
  });
}
