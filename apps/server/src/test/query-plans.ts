import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Database } from "../db/client.js";
import * as schema from "../db/schema.js";
import { setUpForFile, setUpTestDatabase } from "./file-database.js";

/** One node of a plan as EXPLAIN (FORMAT JSON) writes it, with the fields tests read. */
export interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

/** A statement sent, and the plan PostgreSQL chooses for it as a flat list of its nodes. */
export interface PlannedStatement {
  text: string;
  nodes: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

/**
 * A database handle over `pool` that keeps the statements it sends, so that a test can ask
 * PostgreSQL for their plans: what regresses unseen when a table grows is the planner's choice.
 */
function recordPlans(pool: pg.Pool) {
  const sent: { text: string; params: unknown[] }[] = [];
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (text, params) => sent.push({ text, params }) },
  }) as unknown as Database;
  return {
    db,
    /** The plans of the statements `work` sends; an EXPLAIN it sends itself is left out. */
    async plansOf(work: () => Promise<unknown>): Promise<PlannedStatement[]> {
      sent.length = 0;
      await work();
      const statements = sent.filter((statement) => !/^explain\b/i.test(statement.text));
      return Promise.all(
        statements.map(async (statement) => {
          const result = await pool.query<{ "QUERY PLAN": { Plan: PlanNode }[] }>(
            `explain (format json) ${statement.text}`,
            statement.params,
          );
          const plan = result.rows[0]?.["QUERY PLAN"][0]?.Plan;
          if (!plan) throw new Error(`no plan for ${statement.text}`);
          return { text: statement.text, nodes: nodesOf(plan) };
        }),
      );
    },
  };
}

/** A plan test's database: how to fill it, and the repository whose statements are planned. */
export interface PlannedDatabaseOptions<Filled, Repository> {
  /** Fills the database with rows enough for the planner to choose as it would on a big one. */
  fill: (pool: pg.Pool) => Promise<Filled>;
  /** The tables filled, analysed after `fill`; unset, the whole database. */
  analyze?: string;
  repository: (db: Database) => Repository;
}

/**
 * A database of the calling test file alone, filled and analysed in beforeAll, with a repository
 * over a handle that records what it sends: what regresses unseen when a table grows is the plan
 * PostgreSQL chooses, so a test asks for it. Read the fields inside tests and hooks.
 */
export function setUpPlannedDatabase<Filled, Repository>(
  options: PlannedDatabaseOptions<Filled, Repository>,
) {
  const database = setUpTestDatabase();
  const ready = setUpForFile(
    "setUpPlannedDatabase",
    async () => {
      const pool = new pg.Pool({ connectionString: database.url, max: 2 });
      try {
        const filled = await options.fill(pool);
        await pool.query(options.analyze ? `analyze ${options.analyze}` : "analyze");
        const plans = recordPlans(pool);
        return { pool, plans, filled, repository: options.repository(plans.db) };
      } catch (error) {
        await pool.end();
        throw error;
      }
    },
    ({ pool }) => pool.end(),
  );
  return {
    get pool() {
      return ready().pool;
    },
    /** What `fill` answered. */
    get filled() {
      return ready().filled;
    },
    get repository() {
      return ready().repository;
    },
    /** The plans of the statements `work` sends; an EXPLAIN it sends itself is left out. */
    plansOf: (work: () => Promise<unknown>) => ready().plans.plansOf(work),
    /** The plan of the statement that reads a list's page, the one `work` sends with an order. */
    async planOfPage(work: () => Promise<unknown>): Promise<PlanNode[]> {
      const planned = await ready().plans.plansOf(work);
      const page = planned.find((statement) => statement.text.includes("order by"));
      if (!page) throw new Error("no page statement");
      return page.nodes;
    },
  };
}
