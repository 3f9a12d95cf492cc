// A route handler: the contact schema validates on the server.
import { createContactSchema } from '@ccnets/design-system/schemas';

export async function POST(request: Request) {
  const result = createContactSchema().safeParse(await request.json());
  if (!result.success) return Response.json({ issues: result.error.issues.length }, { status: 400 });
  return Response.json({ fullName: result.data.fullName });
}
