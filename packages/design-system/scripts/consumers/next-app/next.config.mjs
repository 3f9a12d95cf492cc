// The check runs inside the workspace; Turbopack resolves the design system's dependencies there.
export default { turbopack: { root: process.env.CONSUMER_WORKSPACE_ROOT } };
