import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import type { Database } from "../db/client.js";
import * as schema from "../db/schema.js";

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
export function recordPlans(pool: pg.Pool) {
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
