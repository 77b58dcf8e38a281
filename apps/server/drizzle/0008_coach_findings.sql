-- coach_findings: what the coach concluded about each answer, as kinds, spans and message keys
-- (docs/exercises.md "How the coach decides"). Content: nulled with the texts.
ALTER TABLE "coherence_user_interactions" ADD COLUMN "coach_findings" jsonb;--> statement-breakpoint
ALTER TABLE "critical_thinking_user_interactions" ADD COLUMN "coach_findings" jsonb;--> statement-breakpoint
ALTER TABLE "ethics_user_interactions" ADD COLUMN "coach_findings" jsonb;--> statement-breakpoint
ALTER TABLE "halflife_user_interactions" ADD COLUMN "coach_findings" jsonb;--> statement-breakpoint
ALTER TABLE "persuasive_user_interactions" ADD COLUMN "coach_findings" jsonb;