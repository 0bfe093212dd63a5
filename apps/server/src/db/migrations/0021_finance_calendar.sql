CREATE TABLE "finance_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" varchar(10) NOT NULL,
	"time" varchar(5),
	"kind" varchar(16) NOT NULL,
	"title" varchar(120) NOT NULL,
	"importance" smallint DEFAULT 1 NOT NULL,
	"region" varchar(16) DEFAULT '中国' NOT NULL,
	"previous" varchar(32),
	"forecast" varchar(32),
	"actual" varchar(32),
	"code" varchar(16),
	"issue_price_cents" integer,
	"subscribe_limit" integer,
	"cash_per_ten_cents" integer,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "finance_events_day_idx" ON "finance_events" USING btree ("day","kind");