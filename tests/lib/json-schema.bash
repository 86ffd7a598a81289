# validate FILE...: every line of every FILE is one JSON object the seize
# schema (man/seize.schema.json) accepts; otherwise print the first bad
# line with the deepest reason and fail.
SCHEMA=$BATS_TEST_DIRNAME/../man/seize.schema.json

validate() {
	python3 - "$SCHEMA" "$@" <<-'EOF'
		import json, sys, jsonschema
		check = jsonschema.Draft7Validator(json.load(open(sys.argv[1])))
		n = 0
		for name in sys.argv[2:]:
		    for i, line in enumerate(open(name, encoding="utf-8"), 1):
		        try:
		            obj = json.loads(line)
		        except ValueError as e:
		            sys.exit(f"{name}:{i}: not JSON ({e}): {line!r}")
		        errors = sorted(check.iter_errors(obj), key=lambda e: len(list(e.path)))
		        if errors:
		            e = errors[-1]
		            sys.exit(f"{name}:{i}: {e.message} at {list(e.path)}: {line[:600]!r}")
		        n += 1
		if n == 0:
		    sys.exit("no lines")
	EOF
}
