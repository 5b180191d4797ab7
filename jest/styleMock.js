// CSS imports resolve to an empty class map in unit tests.
module.exports = {};
