#!/bin/sh
# Runs once, when the primary's data directory is first made (docker-entrypoint-initdb.d): the
# cluster profile's replica takes its base backup and WAL over replication connections, which the
# image's `host all all all` rule does not cover.
echo "host replication all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
