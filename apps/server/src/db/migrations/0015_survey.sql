CREATE TABLE "order_risk_confirmations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"verdict" varchar(16) NOT NULL,
	"goods_risk_level" varchar(2) NOT NULL,
	"member_risk_level" varchar(2),
	"response_id" bigint,
	"confirm_text" text NOT NULL,
	"warning" text NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_questions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"questionnaire_id" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"type" varchar(8) NOT NULL,
	"title" text NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_responses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"questionnaire_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer,
	"risk_level" varchar(2),
	"expires_at" timestamp with time zone,
	"once_only" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"title" varchar(200) NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"scored" boolean DEFAULT false NOT NULL,
	"repeatable" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_risk_confirmations" ADD CONSTRAINT "order_risk_confirmations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_risk_confirmations" ADD CONSTRAINT "order_risk_confirmations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_questions" ADD CONSTRAINT "questionnaire_questions_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_risk_confirmations_order_uq" ON "order_risk_confirmations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "questionnaire_questions_q_idx" ON "questionnaire_questions" USING btree ("questionnaire_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_responses_request_uq" ON "questionnaire_responses" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_responses_once_uq" ON "questionnaire_responses" USING btree ("questionnaire_id","member_id") WHERE once_only;--> statement-breakpoint
CREATE INDEX "questionnaire_responses_member_idx" ON "questionnaire_responses" USING btree ("member_id","questionnaire_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaires_code_uq" ON "questionnaires" USING btree ("code");