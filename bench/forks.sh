#!/bin/sh
# The fork-heavy workload: a few hundred short processes.
i=0
while [ "$i" -lt "${1:-300}" ]; do
	/bin/true
	i=$((i + 1))
done
