/**
 * A local stand-in for the prompt-processing back end of the Data Grid's AI Assistant, for the
 * demos only. It is NOT an AI service: it recognises a few fixed phrasings with regular
 * expressions and turns them into the `PromptResponse` the grid applies. Nothing leaves the
 * browser. A real application sends the prompt and its context to a language model instead.
 *
 * Phrasings it understands (clauses can be chained with commas or "then"):
 * - "sort by <column> [ascending | descending]"
 * - "group by <column> [and <column>]"
 * - "<column> is <value>", "<column> over | under | at least | at most <number>"
 * - "sum | average | min | max | count of <column>"
 * - "reset"
 */
import type {PromptResponse} from '@mui/x-data-grid-premium';

/** One column as the grid describes it in the prompt context. */
interface ContextColumn {
  field: string;
  type: string;
  description: string | null;
}

type Filter = PromptResponse['filters'][number];
type Aggregation = PromptResponse['aggregation'];

/** The phrasings, as shown to readers next to the demos. */
export const STUB_EXAMPLES = [
  'group by region and status',
  'sort by total descending',
  'status is paid, total over 500',
  'sum of total, group by customer',
  'reset',
];

const AGGREGATIONS: Record<string, Aggregation[string]> = {
  sum: 'sum',
  total: 'sum',
  average: 'avg',
  avg: 'avg',
  min: 'min',
  minimum: 'min',
  max: 'max',
  maximum: 'max',
  count: 'size',
};

const NUMBER_OPERATORS: Record<string, string> = {
  over: '>',
  above: '>',
  'more than': '>',
  under: '<',
  below: '<',
  'less than': '<',
  'at least': '>=',
  'at most': '<=',
};

const emptyResponse = (conversationId: string): PromptResponse => ({
  conversationId,
  select: -1,
  filters: [],
  filterOperator: 'and',
  aggregation: {},
  sorting: [],
  grouping: [],
  pivoting: {},
  chart: null,
});

/** "paid" -> "Paid", "kettle house" -> "Kettle House": the values of the demo data are capitalised. */
const capitalise = (text: string) => text.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());

function findColumns(text: string, columns: ContextColumn[]): ContextColumn[] {
  return columns
    .map((column) => ({column, index: text.search(new RegExp(`\\b${column.field.toLowerCase()}\\b`))}))
    .filter(({index}) => index !== -1)
    .sort((a, b) => a.index - b.index)
    .map(({column}) => column);
}

function applyClause(clause: string, columns: ContextColumn[], state: PromptResponse): PromptResponse {
  if (clause === 'reset' || clause === 'clear') {
    return emptyResponse(state.conversationId);
  }
  let match = /^sort by (\w+)(?: (ascending|asc|descending|desc))?$/.exec(clause);
  if (match) {
    const [column] = findColumns(match[1] ?? '', columns);
    if (column) {
      const direction = match[2]?.startsWith('desc') ? 'desc' : 'asc';
      return {...state, sorting: [{column: column.field, direction}]};
    }
  }
  match = /^group by (.+)$/.exec(clause);
  if (match) {
    const grouped = findColumns(match[1] ?? '', columns);
    if (grouped.length > 0) {
      return {...state, grouping: grouped.map((column) => ({column: column.field}))};
    }
  }
  match = /^(sum|total|average|avg|min|minimum|max|maximum|count)(?: of)? (\w+)$/.exec(clause);
  if (match) {
    const [column] = findColumns(match[2] ?? '', columns);
    const fn = AGGREGATIONS[match[1] ?? ''];
    if (column && fn && (fn === 'size' || column.type === 'number')) {
      return {...state, aggregation: {...state.aggregation, [column.field]: fn}};
    }
  }
  match = /^(\w+) (over|above|more than|under|below|less than|at least|at most) (-?\d+(?:\.\d+)?)$/.exec(clause);
  if (match) {
    const [column] = findColumns(match[1] ?? '', columns);
    const operator = NUMBER_OPERATORS[match[2] ?? ''];
    if (column?.type === 'number' && operator) {
      return addFilter(state, {column: column.field, operator, value: Number(match[3])});
    }
  }
  match = /^(\w+) is (.+)$/.exec(clause);
  if (match) {
    const [column] = findColumns(match[1] ?? '', columns);
    if (column) {
      const operator = column.type === 'singleSelect' ? 'is' : 'equals';
      return addFilter(state, {column: column.field, operator, value: capitalise(match[2] ?? '')});
    }
  }
  throw new Error(`The local stub does not understand "${clause}". Try: ${STUB_EXAMPLES.join('; ')}.`);
}

function addFilter(state: PromptResponse, filter: Filter): PromptResponse {
  // One condition per column: a new one on the same column replaces the old one.
  return {...state, filters: [...state.filters.filter((item) => item.column !== filter.column), filter]};
}

/**
 * Creates an `onPrompt` handler. Each conversation keeps its state, so "group by region" followed
 * by "sort by total descending" keeps the grouping, as a conversation with a real assistant would.
 */
export function createAssistantStub({delayMs = 300}: {delayMs?: number} = {}) {
  const conversations = new Map<string, PromptResponse>();
  let nextConversation = 1;

  return function onPrompt(prompt: string, promptContext: string, conversationId?: string): Promise<PromptResponse> {
    return new Promise((resolve, reject) => {
      setTimeout(() => {
        try {
          // The grid describes its columns (field, type, description, ...) as JSON in the context.
          const columns = JSON.parse(promptContext) as ContextColumn[];
          const id = conversationId ?? `local-${nextConversation++}`;
          const clauses = prompt
            .toLowerCase()
            .split(/[,;]| then /)
            .map((clause) => clause.trim().replace(/[.!?]+$/, ''))
            .filter(Boolean);
          const response = clauses.reduce(
            (state, clause) => applyClause(clause, columns, state),
            conversations.get(id) ?? emptyResponse(id),
          );
          conversations.set(id, response);
          resolve(response);
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }, delayMs);
    });
  };
}
