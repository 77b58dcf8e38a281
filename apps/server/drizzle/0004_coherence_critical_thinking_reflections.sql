ALTER TABLE "coherence_user_interactions" ADD COLUMN "variant" text;--> statement-breakpoint
ALTER TABLE "critical_thinking_user_interactions" ADD COLUMN "variant" text;--> statement-breakpoint
ALTER TABLE "halflife_user_interactions" ADD COLUMN "reflection_answer1" text;--> statement-breakpoint
ALTER TABLE "halflife_user_interactions" ADD COLUMN "reflection_answer2" text;--> statement-breakpoint
ALTER TABLE "halflife_user_interactions" ADD COLUMN "reflection_answer3" text;--> statement-breakpoint
ALTER TABLE "halflife_user_interactions" ADD COLUMN "reflection_answer4" text;--> statement-breakpoint
ALTER TABLE "halflife_user_interactions" ADD COLUMN "reflection_open_response" text;