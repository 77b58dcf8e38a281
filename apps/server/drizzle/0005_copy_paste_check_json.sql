-- copy_paste_check becomes per-stage JSON (docs/exercises.md). A boolean a client once sent in
-- its history is kept as the JSON value true or false rather than dropped.
ALTER TABLE "ethics_user_interactions" ALTER COLUMN "copy_paste_check" SET DATA TYPE jsonb USING to_jsonb("copy_paste_check");--> statement-breakpoint
ALTER TABLE "halflife_user_interactions" ALTER COLUMN "copy_paste_check" SET DATA TYPE jsonb USING to_jsonb("copy_paste_check");--> statement-breakpoint
ALTER TABLE "persuasive_user_interactions" ALTER COLUMN "copy_paste_check" SET DATA TYPE jsonb USING to_jsonb("copy_paste_check");--> statement-breakpoint
ALTER TABLE "coherence_user_interactions" ADD COLUMN "copy_paste_check" jsonb;--> statement-breakpoint
ALTER TABLE "critical_thinking_user_interactions" ADD COLUMN "copy_paste_check" jsonb;