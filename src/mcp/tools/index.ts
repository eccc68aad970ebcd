// The MCP tool registry: every area's table, in one list (the sandbox's test helpers last),
// each tool named after the operation it calls (sdk/src/operation-names.ts).
import { named, type McpTool } from '../tool.ts';
import { catalogTools } from './catalog.ts';
import { identityTools } from './identity.ts';
import { orderTools } from './orders.ts';
import { peopleTools } from './people.ts';
import { submissionTools } from './submissions.ts';
import { testHelperTools } from './test-helpers.ts';

export const TOOLS: readonly McpTool[] = [
  ...identityTools,
  ...catalogTools,
  ...orderTools,
  ...submissionTools,
  ...peopleTools,
  ...testHelperTools,
].map(named);
