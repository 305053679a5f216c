import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["app/**/*.test.ts", "tests/unit/**/*.test.ts"],
        },
      },
    ],
  },
});
